import type { Language, LocalizedText, TrainingCategory } from '@vo/domain';

/** A demo training; `heldDaysAgo` counts back from the day the demo is seeded. */
export interface DemoTraining {
  title: LocalizedText;
  author: string;
  language: Language;
  category: TrainingCategory;
  heldDaysAgo: number;
  replay: string;
  isActive?: boolean;
}

// Public videos the two players' own API guides use as examples, so the demo's players play something real.
const YOUTUBE_SAMPLE = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const YOUTU_BE_SAMPLE = 'https://youtu.be/M7lc1UVf-VE';
const VIMEO_SAMPLE = 'https://vimeo.com/76979871';

/**
 * The demo trainings (issue 16): the four categories, sessions in the three languages, replays on YouTube and
 * Vimeo (played in the page) and one elsewhere (opened in a new tab); one withdrawn, which only the console lists.
 */
export const DEMO_TRAININGS: DemoTraining[] = [
  {
    title: { es: 'Cómo presentar el plan de negocio', en: 'Presenting the business plan', pt: 'Como apresentar o plano de negócio' },
    author: 'Lucía Martín', language: 'es', category: 'business', heldDaysAgo: 3, replay: YOUTUBE_SAMPLE,
  },
  {
    title: { es: 'Tus primeros 90 días', en: 'Your first 90 days', pt: 'Os teus primeiros 90 dias' },
    author: 'Daniel Ortega', language: 'es', category: 'business', heldDaysAgo: 24, replay: VIMEO_SAMPLE,
  },
  {
    title: { es: 'Vender cruceros a tu red', en: 'Selling cruises to your network', pt: 'Vender cruzeiros à tua rede' },
    author: 'Sarah Collins', language: 'en', category: 'travel', heldDaysAgo: 10, replay: YOUTU_BE_SAMPLE,
  },
  {
    title: { es: 'Destinos Enjoy de temporada', en: 'Seasonal Enjoy destinations', pt: 'Destinos Enjoy da temporada' },
    author: 'Marta Sousa', language: 'pt', category: 'travel', heldDaysAgo: 41, replay: 'https://replays.example.org/enjoy/destinos-temporada',
  },
  {
    title: { es: 'Conocer la gama de productos', en: 'Getting to know the product range', pt: 'Conhecer a gama de produtos' },
    author: 'João Pereira', language: 'pt', category: 'product', heldDaysAgo: 17, replay: VIMEO_SAMPLE,
  },
  {
    title: { es: 'Liderar un equipo que crece', en: 'Leading a growing team', pt: 'Liderar uma equipa que cresce' },
    author: 'Sarah Collins', language: 'en', category: 'leadership', heldDaysAgo: 6, replay: YOUTUBE_SAMPLE,
  },
  {
    title: { es: 'Reuniones de equipo que funcionan', en: 'Team meetings that work', pt: 'Reuniões de equipa que funcionam' },
    author: 'Lucía Martín', language: 'es', category: 'leadership', heldDaysAgo: 62, replay: VIMEO_SAMPLE,
  },
  {
    title: { es: 'Lanzamiento 2025 (retirada)', en: '2025 launch (withdrawn)', pt: 'Lançamento 2025 (retirada)' },
    author: 'Daniel Ortega', language: 'es', category: 'product', heldDaysAgo: 300, replay: YOUTUBE_SAMPLE, isActive: false,
  },
];
