/**
 * The travel search engine's demo partners (issue 16): made-up companies on the reserved `.example` domain, so no
 * demo link reaches a real site. Their links take every placeholder of packages/domain bookings/travel-tools.ts.
 */
export const DEMO_TRAVEL_TOOLS = [
  { code: 'flights', name: 'Vuelos Ejemplo', searchLink: 'https://flights.example/search?to={destination}&depart={dateFrom}&return={dateTo}', sort: 10 },
  { code: 'hotels', name: 'Hoteles Ejemplo', searchLink: 'https://hotels.example/find?city={destination}&checkin={dateFrom}&checkout={dateTo}', sort: 20 },
  { code: 'car-hire', name: 'Coches Ejemplo', searchLink: 'https://cars.example/hire/{destination}?from={dateFrom}&until={dateTo}', sort: 30 },
];
