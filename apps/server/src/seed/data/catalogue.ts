import type { CourseProgramme, JourneyFamily, JourneyKind, LocalizedText } from '@vo/domain';
import type { BookableInput } from '../../catalogue/bookable';
import type { Rgb } from '../demo-image';

/**
 * The demo catalogue (issue 15): journeys of the three families, cruises and tour-operator trips, some with few
 * seats left to book, one already travelled; excursions; the Epicos movement's three courses; Enjoy events with
 * their categories and check-in codes. Days count from the day the demo is seeded; amounts in euros.
 */
export interface Palette {
  top: Rgb;
  bottom: Rgb;
  sun: Rgb;
  ground: Rgb;
}

interface Bookable extends Omit<BookableInput, 'isActive'> {
  palette: Palette;
}

export interface DemoExcursion extends Bookable {
  /** Days after the journey's departure. */
  dayOfJourney: number;
}

export interface DemoJourney extends Bookable {
  family: JourneyFamily;
  kind: JourneyKind;
  destination: string;
  country: string;
  /** Days from the seed day to the departure (negative: it has already left), and how long it lasts. */
  departsIn: number;
  nights: number;
  excursions: DemoExcursion[];
}

export interface DemoCourse extends Bookable {
  programme: CourseProgramme;
  startsIn: number;
  place: string | null;
  onlineLink: string | null;
}

export interface DemoCategory {
  key: string;
  name: LocalizedText;
  type: string;
  groupId: number;
  sort: number;
}

export interface DemoEvent extends Bookable {
  category: string;
  startsIn: number;
  place: string;
  codes: string[];
}

const SEA: Palette = { top: [70, 130, 200], bottom: [170, 215, 240], sun: [255, 225, 120], ground: [20, 90, 160] };
const DESERT: Palette = { top: [230, 140, 60], bottom: [250, 210, 150], sun: [255, 245, 200], ground: [200, 150, 90] };
const MOUNTAIN: Palette = { top: [90, 110, 170], bottom: [200, 210, 235], sun: [255, 240, 210], ground: [70, 110, 80] };
const TROPIC: Palette = { top: [30, 170, 200], bottom: [160, 235, 230], sun: [255, 235, 140], ground: [235, 215, 160] };
const NIGHT: Palette = { top: [15, 25, 60], bottom: [60, 140, 120], sun: [220, 255, 230], ground: [30, 40, 60] };
const DAWN: Palette = { top: [120, 80, 160], bottom: [250, 170, 140], sun: [255, 250, 220], ground: [90, 60, 90] };
const VINE: Palette = { top: [110, 40, 70], bottom: [230, 150, 120], sun: [255, 220, 150], ground: [90, 110, 50] };

export const DEMO_JOURNEYS: DemoJourney[] = [
  {
    family: 'travel', kind: 'cruise', destination: 'Barcelona', country: 'ES', departsIn: 75, nights: 8,
    title: { es: 'Crucero por el Mediterráneo: Barcelona, Roma y Atenas', en: 'Mediterranean cruise: Barcelona, Rome and Athens', pt: 'Cruzeiro pelo Mediterrâneo: Barcelona, Roma e Atenas' },
    description: {
      es: 'Ocho noches a bordo con escalas en Marsella, Roma, Nápoles y Atenas. Pensión completa y bebidas incluidas.',
      en: 'Eight nights on board calling at Marseille, Rome, Naples and Athens. Full board and drinks included.',
      pt: 'Oito noites a bordo com escalas em Marselha, Roma, Nápoles e Atenas. Pensão completa e bebidas incluídas.',
    },
    price: 1490, deposit: 300, seats: 40, palette: SEA,
    excursions: [
      {
        dayOfJourney: 3, price: 85, deposit: 20, seats: 25, palette: MOUNTAIN,
        title: { es: 'Pompeya y el Vesubio', en: 'Pompeii and Vesuvius', pt: 'Pompeia e o Vesúvio' },
        description: { es: 'Visita guiada a las ruinas y subida al cráter.', en: 'A guided visit of the ruins and a walk up to the crater.', pt: 'Visita guiada às ruínas e subida à cratera.' },
      },
      {
        dayOfJourney: 6, price: 60, deposit: 15, seats: 30, palette: DAWN,
        title: { es: 'La Acrópolis al amanecer', en: 'The Acropolis at sunrise', pt: 'A Acrópole ao amanhecer' },
        description: { es: 'Entrada temprana con guía en español.', en: 'Early entry with a guide.', pt: 'Entrada cedo com guia.' },
      },
    ],
  },
  {
    family: 'travel', kind: 'tourOperator', destination: 'Cusco', country: 'PE', departsIn: 120, nights: 10,
    title: { es: 'Perú: Cusco y Machu Picchu', en: 'Peru: Cusco and Machu Picchu', pt: 'Peru: Cusco e Machu Picchu' },
    description: {
      es: 'Lima, el Valle Sagrado y Machu Picchu en tren panorámico. Grupo reducido: quedan pocas plazas.',
      en: 'Lima, the Sacred Valley and Machu Picchu by panoramic train. A small group: few seats left.',
      pt: 'Lima, o Vale Sagrado e Machu Picchu em comboio panorâmico. Grupo reduzido: restam poucos lugares.',
    },
    price: 2650, deposit: 500, seats: 3, palette: MOUNTAIN,
    excursions: [
      {
        dayOfJourney: 5, price: 120, deposit: 30, seats: 3, palette: DAWN,
        title: { es: 'Montaña de los Siete Colores', en: 'Rainbow Mountain trek', pt: 'Montanha das Sete Cores' },
        description: { es: 'Caminata de un día a 5.000 metros.', en: 'A day hike at 5,000 metres.', pt: 'Caminhada de um dia a 5.000 metros.' },
      },
    ],
  },
  {
    family: 'travel', kind: 'tourOperator', destination: 'Reykjavík', country: 'IS', departsIn: -60, nights: 6,
    title: { es: 'Islandia: auroras boreales', en: 'Iceland: northern lights', pt: 'Islândia: auroras boreais' },
    description: {
      es: 'Seis noches persiguiendo auroras por el sur de la isla. Viaje ya realizado.',
      en: 'Six nights chasing the aurora along the south coast. This journey has already taken place.',
      pt: 'Seis noites à procura de auroras pela costa sul. Viagem já realizada.',
    },
    price: 1890, deposit: 350, seats: 20, palette: NIGHT, excursions: [],
  },
  {
    family: 'yellowTide', kind: 'cruise', destination: 'La Romana', country: 'DO', departsIn: 150, nights: 7,
    title: { es: 'Crucero por el Caribe desde La Romana', en: 'Caribbean cruise from La Romana', pt: 'Cruzeiro pelas Caraíbas desde La Romana' },
    description: {
      es: 'Siete noches por las islas del Caribe oriental con la Marea Amarilla.',
      en: 'Seven nights around the eastern Caribbean islands with the Yellow Tide.',
      pt: 'Sete noites pelas ilhas das Caraíbas orientais com a Maré Amarela.',
    },
    price: 1290, deposit: 250, seats: 30, palette: TROPIC,
    excursions: [
      {
        dayOfJourney: 2, price: 95, deposit: 25, seats: 20, palette: TROPIC,
        title: { es: 'Catamarán a isla Saona', en: 'Catamaran to Saona island', pt: 'Catamarã à ilha Saona' },
        description: { es: 'Día de playa con almuerzo a bordo.', en: 'A beach day with lunch on board.', pt: 'Dia de praia com almoço a bordo.' },
      },
    ],
  },
  {
    family: 'yellowTide', kind: 'tourOperator', destination: 'Marrakech', country: 'MA', departsIn: 45, nights: 5,
    title: { es: 'Marruecos: Marrakech y el desierto', en: 'Morocco: Marrakech and the desert', pt: 'Marrocos: Marraquexe e o deserto' },
    description: {
      es: 'Zocos, riads y una noche en el desierto de Merzouga. Para distribuidores: quedan dos plazas.',
      en: 'Souks, riads and a night in the Merzouga desert. For distributors: two seats left.',
      pt: 'Souks, riads e uma noite no deserto de Merzouga. Para distribuidores: restam dois lugares.',
    },
    price: 890, deposit: 150, seats: 2, permSoc: false, palette: DESERT, excursions: [],
  },
  {
    family: 'gto', kind: 'cruise', destination: 'Bergen', country: 'NO', departsIn: 200, nights: 9,
    title: { es: 'Crucero por los fiordos noruegos', en: 'Norwegian fjords cruise', pt: 'Cruzeiro pelos fiordes noruegueses' },
    description: {
      es: 'Geiranger, Flåm y el cabo Norte en nueve noches.',
      en: 'Geiranger, Flåm and the North Cape in nine nights.',
      pt: 'Geiranger, Flåm e o Cabo Norte em nove noites.',
    },
    price: 1990, deposit: 400, seats: 25, palette: MOUNTAIN, excursions: [],
  },
  {
    family: 'gto', kind: 'tourOperator', destination: 'Tokyo', country: 'JP', departsIn: 240, nights: 12,
    title: { es: 'Japón: Tokio, Kioto y Osaka', en: 'Japan: Tokyo, Kyoto and Osaka', pt: 'Japão: Tóquio, Quioto e Osaka' },
    description: {
      es: 'Doce noches entre templos, jardines y tren bala. Quedan cuatro plazas.',
      en: 'Twelve nights of temples, gardens and bullet trains. Four seats left.',
      pt: 'Doze noites entre templos, jardins e comboio-bala. Restam quatro lugares.',
    },
    price: 3490, deposit: 700, seats: 4, palette: DAWN,
    excursions: [
      {
        dayOfJourney: 4, price: 140, deposit: 40, seats: 4, palette: MOUNTAIN,
        title: { es: 'Excursión al monte Fuji', en: 'Mount Fuji day trip', pt: 'Excursão ao monte Fuji' },
        description: { es: 'Lagos de Hakone y quinta estación del Fuji.', en: 'The Hakone lakes and Fuji\'s fifth station.', pt: 'Os lagos de Hakone e a quinta estação do Fuji.' },
      },
    ],
  },
];

export const DEMO_COURSES: DemoCourse[] = [
  {
    programme: 'lineOfLife', startsIn: 21, place: 'Hotel Meliá Castilla, Madrid', onlineLink: null,
    title: { es: 'La Línea de la Vida', en: 'The Line of Life', pt: 'A Linha da Vida' },
    description: { es: 'Un fin de semana para ordenar tu historia y tus metas.', en: 'A weekend to put your story and your goals in order.', pt: 'Um fim de semana para pôr em ordem a sua história e os seus objetivos.' },
    price: 120, deposit: 30, seats: 60, palette: DAWN,
  },
  {
    programme: 'abundanceAndWealth', startsIn: 35, place: null, onlineLink: 'https://meet.example.com/abundancia',
    title: { es: 'Abundancia y Riqueza', en: 'Abundance and Wealth', pt: 'Abundância e Riqueza' },
    description: { es: 'Cuatro sesiones en línea sobre finanzas personales.', en: 'Four online sessions on personal finance.', pt: 'Quatro sessões online sobre finanças pessoais.' },
    price: 150, deposit: 50, seats: 100, palette: DESERT,
  },
  {
    programme: 'mastermind', startsIn: 60, place: 'Barcelona', onlineLink: 'https://meet.example.com/mastermind',
    title: { es: 'Mastermind', en: 'Mastermind', pt: 'Mastermind' },
    description: { es: 'Tres días con los líderes de la red, en persona o en línea.', en: 'Three days with the network\'s leaders, in person or online.', pt: 'Três dias com os líderes da rede, presencialmente ou online.' },
    price: 490, deposit: 100, seats: 12, palette: NIGHT,
  },
];

export const DEMO_CATEGORIES: DemoCategory[] = [
  { key: 'gastronomy', name: { es: 'Gastronomía', en: 'Gastronomy', pt: 'Gastronomia' }, type: 'experience', groupId: 1, sort: 1 },
  { key: 'wellness', name: { es: 'Bienestar', en: 'Wellness', pt: 'Bem-estar' }, type: 'experience', groupId: 1, sort: 2 },
  { key: 'networking', name: { es: 'Networking', en: 'Networking', pt: 'Networking' }, type: 'business', groupId: 2, sort: 3 },
];

export const DEMO_EVENTS: DemoEvent[] = [
  {
    category: 'gastronomy', startsIn: 14, place: 'Haro, La Rioja', codes: ['RIOJA-WINE'],
    title: { es: 'Cata de vinos en La Rioja', en: 'Wine tasting in La Rioja', pt: 'Prova de vinhos em La Rioja' },
    description: { es: 'Visita a una bodega centenaria y cata de cinco vinos.', en: 'A visit to a century-old cellar and a tasting of five wines.', pt: 'Visita a uma adega centenária e prova de cinco vinhos.' },
    price: 45, deposit: 10, seats: 30, palette: VINE,
  },
  {
    category: 'wellness', startsIn: 28, place: 'Granada', codes: ['SPA-GRANADA'],
    title: { es: 'Día de spa en Granada', en: 'Spa day in Granada', pt: 'Dia de spa em Granada' },
    description: { es: 'Baños árabes, masaje y té con vistas a la Alhambra.', en: 'Arab baths, a massage and tea overlooking the Alhambra.', pt: 'Banhos árabes, massagem e chá com vista para a Alhambra.' },
    price: 60, deposit: 15, seats: 20, palette: DAWN,
  },
  {
    category: 'networking', startsIn: 10, place: 'Madrid', codes: ['LEADERS-DINNER', 'LEADERS-VIP'], permSoc: false,
    title: { es: 'Cena de líderes en Madrid', en: 'Leaders\' dinner in Madrid', pt: 'Jantar de líderes em Madrid' },
    description: { es: 'Cena con los líderes de la red. Solo distribuidores; quedan pocas plazas.', en: 'Dinner with the network\'s leaders. Distributors only; few seats left.', pt: 'Jantar com os líderes da rede. Só distribuidores; restam poucos lugares.' },
    price: 80, deposit: 20, seats: 6, palette: NIGHT,
  },
  {
    category: 'gastronomy', startsIn: -20, place: 'San Sebastián', codes: ['PINTXOS-TOUR'],
    title: { es: 'Ruta de pintxos en San Sebastián', en: 'Pintxos tour in San Sebastián', pt: 'Rota de pintxos em San Sebastián' },
    description: { es: 'Evento ya celebrado.', en: 'This event has already taken place.', pt: 'Evento já realizado.' },
    price: 35, deposit: 10, seats: 25, palette: SEA,
  },
];
