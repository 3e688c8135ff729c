// Mantine's whole stylesheet, for the screens that use more than the public ones do (app/public-styles.ts): imported
// by the chunks of those screens, so it arrives with the first of them and never holds up the sign-in page.
import '@mantine/core/styles.css';
