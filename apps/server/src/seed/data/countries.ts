/**
 * Seed data for the `countries` table.
 *
 * `code` is ISO 3166-1 alpha-2; `name` is the Spanish name, `nameEn` the English
 * name and `namePt` the European Portuguese name. `isEu` is true only for the 27
 * member states of the European Union (spec section 9: payout cost depends on
 * Spain / European Community / elsewhere).
 */
export interface CountrySeed {
  code: string;
  name: string;
  nameEn: string;
  namePt: string;
  isEu: boolean;
}

export const COUNTRIES: CountrySeed[] = [
  // European Union (27 member states)
  { code: 'AT', name: 'Austria', nameEn: 'Austria', namePt: 'Áustria', isEu: true },
  { code: 'BE', name: 'Bélgica', nameEn: 'Belgium', namePt: 'Bélgica', isEu: true },
  { code: 'BG', name: 'Bulgaria', nameEn: 'Bulgaria', namePt: 'Bulgária', isEu: true },
  { code: 'HR', name: 'Croacia', nameEn: 'Croatia', namePt: 'Croácia', isEu: true },
  { code: 'CY', name: 'Chipre', nameEn: 'Cyprus', namePt: 'Chipre', isEu: true },
  { code: 'CZ', name: 'Chequia', nameEn: 'Czechia', namePt: 'Chéquia', isEu: true },
  { code: 'DK', name: 'Dinamarca', nameEn: 'Denmark', namePt: 'Dinamarca', isEu: true },
  { code: 'EE', name: 'Estonia', nameEn: 'Estonia', namePt: 'Estónia', isEu: true },
  { code: 'FI', name: 'Finlandia', nameEn: 'Finland', namePt: 'Finlândia', isEu: true },
  { code: 'FR', name: 'Francia', nameEn: 'France', namePt: 'França', isEu: true },
  { code: 'DE', name: 'Alemania', nameEn: 'Germany', namePt: 'Alemanha', isEu: true },
  { code: 'GR', name: 'Grecia', nameEn: 'Greece', namePt: 'Grécia', isEu: true },
  { code: 'HU', name: 'Hungría', nameEn: 'Hungary', namePt: 'Hungria', isEu: true },
  { code: 'IE', name: 'Irlanda', nameEn: 'Ireland', namePt: 'Irlanda', isEu: true },
  { code: 'IT', name: 'Italia', nameEn: 'Italy', namePt: 'Itália', isEu: true },
  { code: 'LV', name: 'Letonia', nameEn: 'Latvia', namePt: 'Letónia', isEu: true },
  { code: 'LT', name: 'Lituania', nameEn: 'Lithuania', namePt: 'Lituânia', isEu: true },
  { code: 'LU', name: 'Luxemburgo', nameEn: 'Luxembourg', namePt: 'Luxemburgo', isEu: true },
  { code: 'MT', name: 'Malta', nameEn: 'Malta', namePt: 'Malta', isEu: true },
  { code: 'NL', name: 'Países Bajos', nameEn: 'Netherlands', namePt: 'Países Baixos', isEu: true },
  { code: 'PL', name: 'Polonia', nameEn: 'Poland', namePt: 'Polónia', isEu: true },
  { code: 'PT', name: 'Portugal', nameEn: 'Portugal', namePt: 'Portugal', isEu: true },
  { code: 'RO', name: 'Rumanía', nameEn: 'Romania', namePt: 'Roménia', isEu: true },
  { code: 'SK', name: 'Eslovaquia', nameEn: 'Slovakia', namePt: 'Eslováquia', isEu: true },
  { code: 'SI', name: 'Eslovenia', nameEn: 'Slovenia', namePt: 'Eslovénia', isEu: true },
  { code: 'ES', name: 'España', nameEn: 'Spain', namePt: 'Espanha', isEu: true },
  { code: 'SE', name: 'Suecia', nameEn: 'Sweden', namePt: 'Suécia', isEu: true },

  // Rest of Europe
  { code: 'GB', name: 'Reino Unido', nameEn: 'United Kingdom', namePt: 'Reino Unido', isEu: false },
  { code: 'CH', name: 'Suiza', nameEn: 'Switzerland', namePt: 'Suíça', isEu: false },
  { code: 'NO', name: 'Noruega', nameEn: 'Norway', namePt: 'Noruega', isEu: false },
  { code: 'IS', name: 'Islandia', nameEn: 'Iceland', namePt: 'Islândia', isEu: false },
  { code: 'LI', name: 'Liechtenstein', nameEn: 'Liechtenstein', namePt: 'Listenstaine', isEu: false },
  { code: 'AD', name: 'Andorra', nameEn: 'Andorra', namePt: 'Andorra', isEu: false },
  { code: 'MC', name: 'Mónaco', nameEn: 'Monaco', namePt: 'Mónaco', isEu: false },
  { code: 'SM', name: 'San Marino', nameEn: 'San Marino', namePt: 'São Marinho', isEu: false },

  // North America
  { code: 'US', name: 'Estados Unidos', nameEn: 'United States', namePt: 'Estados Unidos', isEu: false },
  { code: 'CA', name: 'Canadá', nameEn: 'Canada', namePt: 'Canadá', isEu: false },
  { code: 'MX', name: 'México', nameEn: 'Mexico', namePt: 'México', isEu: false },

  // Central America and the Caribbean
  { code: 'GT', name: 'Guatemala', nameEn: 'Guatemala', namePt: 'Guatemala', isEu: false },
  { code: 'HN', name: 'Honduras', nameEn: 'Honduras', namePt: 'Honduras', isEu: false },
  { code: 'SV', name: 'El Salvador', nameEn: 'El Salvador', namePt: 'Salvador', isEu: false },
  { code: 'NI', name: 'Nicaragua', nameEn: 'Nicaragua', namePt: 'Nicarágua', isEu: false },
  { code: 'CR', name: 'Costa Rica', nameEn: 'Costa Rica', namePt: 'Costa Rica', isEu: false },
  { code: 'PA', name: 'Panamá', nameEn: 'Panama', namePt: 'Panamá', isEu: false },
  { code: 'CU', name: 'Cuba', nameEn: 'Cuba', namePt: 'Cuba', isEu: false },
  { code: 'DO', name: 'República Dominicana', nameEn: 'Dominican Republic', namePt: 'República Dominicana', isEu: false },

  // South America
  { code: 'CO', name: 'Colombia', nameEn: 'Colombia', namePt: 'Colômbia', isEu: false },
  { code: 'VE', name: 'Venezuela', nameEn: 'Venezuela', namePt: 'Venezuela', isEu: false },
  { code: 'EC', name: 'Ecuador', nameEn: 'Ecuador', namePt: 'Equador', isEu: false },
  { code: 'PE', name: 'Perú', nameEn: 'Peru', namePt: 'Peru', isEu: false },
  { code: 'BO', name: 'Bolivia', nameEn: 'Bolivia', namePt: 'Bolívia', isEu: false },
  { code: 'BR', name: 'Brasil', nameEn: 'Brazil', namePt: 'Brasil', isEu: false },
  { code: 'PY', name: 'Paraguay', nameEn: 'Paraguay', namePt: 'Paraguai', isEu: false },
  { code: 'UY', name: 'Uruguay', nameEn: 'Uruguay', namePt: 'Uruguai', isEu: false },
  { code: 'AR', name: 'Argentina', nameEn: 'Argentina', namePt: 'Argentina', isEu: false },
  { code: 'CL', name: 'Chile', nameEn: 'Chile', namePt: 'Chile', isEu: false },

  // Africa
  { code: 'MA', name: 'Marruecos', nameEn: 'Morocco', namePt: 'Marrocos', isEu: false },
  { code: 'CV', name: 'Cabo Verde', nameEn: 'Cape Verde', namePt: 'Cabo Verde', isEu: false },
  { code: 'AO', name: 'Angola', nameEn: 'Angola', namePt: 'Angola', isEu: false },
  { code: 'MZ', name: 'Mozambique', nameEn: 'Mozambique', namePt: 'Moçambique', isEu: false },
];
