import type { Language } from '@vo/domain';

export interface MailTemplates {
  welcome: { name: string; username: string; pendingActivation: boolean };
  passwordReset: { name: string; link: string; minutes: number };
  passwordChanged: { name: string };
}
export type TemplateName = keyof MailTemplates;

interface Rendered {
  subject: string;
  lines: string[];
}

type Catalogue = { [K in TemplateName]: (p: MailTemplates[K]) => Rendered };

const catalogues: Record<Language, Catalogue> = {
  es: {
    welcome: (p) => ({
      subject: 'Bienvenido a Virtual Office',
      lines: [
        `Hola ${p.name}:`,
        `Tu usuario es ${p.username}.`,
        p.pendingActivation
          ? 'Tu alta se activará cuando recibamos el pago; la activación puede tardar hasta 24 horas. Si pagas por transferencia, indica tu usuario como concepto.'
          : 'Ya puedes iniciar sesión en tu oficina virtual.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Tu contraseña ha cambiado',
      lines: [`Hola ${p.name}:`, 'La contraseña de tu oficina virtual acaba de cambiar y hemos cerrado tus otras sesiones.', 'Si no has sido tú, restablécela ahora desde "¿Olvidaste tu contraseña?" y avísanos.'],
    }),
    passwordReset: (p) => ({
      subject: 'Cambia tu contraseña',
      lines: [
        `Hola ${p.name}:`,
        `Para elegir una nueva contraseña abre este enlace (válido ${p.minutes} minutos):`,
        p.link,
        'Si no lo has pedido tú, ignora este mensaje.',
      ],
    }),
  },
  en: {
    welcome: (p) => ({
      subject: 'Welcome to Virtual Office',
      lines: [
        `Hello ${p.name},`,
        `Your username is ${p.username}.`,
        p.pendingActivation
          ? 'Your account will be activated once we receive the payment; activation may take up to 24 hours. If you pay by bank transfer, use your username as the concept.'
          : 'You can log in to your virtual office now.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Your password has changed',
      lines: [`Hello ${p.name},`, 'The password of your virtual office has just changed and we have closed your other sessions.', 'If it was not you, reset it now from "Forgot your password?" and let us know.'],
    }),
    passwordReset: (p) => ({
      subject: 'Change your password',
      lines: [
        `Hello ${p.name},`,
        `To choose a new password open this link (valid for ${p.minutes} minutes):`,
        p.link,
        'If you did not ask for it, ignore this message.',
      ],
    }),
  },
  pt: {
    welcome: (p) => ({
      subject: 'Bem-vindo ao Virtual Office',
      lines: [
        `Olá ${p.name},`,
        `O seu utilizador é ${p.username}.`,
        p.pendingActivation
          ? 'A sua conta será ativada quando recebermos o pagamento; a ativação pode demorar até 24 horas. Se pagar por transferência, indique o seu utilizador como descrição.'
          : 'Já pode iniciar sessão no seu escritório virtual.',
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'A sua palavra-passe foi alterada',
      lines: [`Olá ${p.name},`, 'A palavra-passe do seu escritório virtual acabou de ser alterada e fechámos as suas outras sessões.', 'Se não foi você, redefina-a agora em "Esqueceu-se da palavra-passe?" e avise-nos.'],
    }),
    passwordReset: (p) => ({
      subject: 'Altere a sua palavra-passe',
      lines: [
        `Olá ${p.name},`,
        `Para escolher uma nova palavra-passe abra esta ligação (válida durante ${p.minutes} minutos):`,
        p.link,
        'Se não foi você que pediu, ignore esta mensagem.',
      ],
    }),
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Subject, plain text and HTML of a template in a language; values are escaped in the HTML part. */
export function renderMail<K extends TemplateName>(template: K, language: Language, params: MailTemplates[K]) {
  const { subject, lines } = (catalogues[language][template] as (p: MailTemplates[K]) => Rendered)(params);
  const html = lines
    .map((line) => (/^https?:\/\//.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('\n');
  return { subject, text: lines.join('\n\n'), html };
}
