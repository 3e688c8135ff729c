import type { BankTransferInstructions, Language } from '@vo/domain';

/** What a bank transfer needs, as the mail states it (amount in euros). */
type Transfer = Pick<BankTransferInstructions, 'amount' | 'iban' | 'beneficiary' | 'concept'>;

export interface MailTemplates {
  /** `transfer`: how to pay a sign-up waiting for its bank transfer (issue 18, item 2); null otherwise. */
  welcome: { name: string; username: string; pendingActivation: boolean; transfer: Transfer | null };
  passwordReset: { name: string; link: string; minutes: number };
  passwordChanged: { name: string };
  /** `account`: the new IBAN, masked; null when the bank data was removed. */
  bankDataChanged: { name: string; account: string | null };
  /** A staff reply to a help-desk ticket; `link` opens the virtual office. */
  supportReply: { name: string; subject: string; reply: string; link: string };
  /** An Enjoy Pass a member (`name`) gave: sent to the given address, in the giver's language. */
  enjoyPassGiven: { name: string; login: string; password: string; validUntil: string };
  /** A multi-insurance access, to the address the member chose; `name` is the member who asked. */
  insuranceAccess: { name: string; code: string; link: string };
  /** The member's copy of an access sent to `email`. */
  insuranceAccessCopy: { name: string; email: string; code: string; link: string };
}
export type TemplateName = keyof MailTemplates;

interface Rendered {
  subject: string;
  lines: string[];
}

type Catalogue = { [K in TemplateName]: (p: MailTemplates[K]) => Rendered };

/** A text someone typed, one paragraph per non-empty line. */
const paragraphs = (text: string) => text.split(/\n+/).map((line) => line.trim()).filter(Boolean);

/** A calendar day (2026-03-05) as the member reads it: 05/03/2026. */
const dayText = (day: string) => day.split('-').reverse().join('/');

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT' };
/** Euros as the member's language writes them (53,50 € / €53.50). */
const eurosText = (language: Language, euros: number) => new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(euros);

/** The transfer's details, one per line, with the labels of the member's language. */
const transferLines = (language: Language, t: Transfer, labels: [beneficiary: string, amount: string, concept: string]) => [
  `${labels[0]}: ${t.beneficiary}`,
  `IBAN: ${t.iban}`,
  `${labels[1]}: ${eurosText(language, t.amount)}`,
  `${labels[2]}: ${t.concept}`,
];

const catalogues: Record<Language, Catalogue> = {
  es: {
    enjoyPassGiven: (p) => ({
      subject: `${p.name} te regala un Enjoy Pass`,
      lines: [
        'Hola:',
        `${p.name} te ha regalado un Enjoy Pass. Estas son tus credenciales:`,
        `Usuario: ${p.login}`,
        `Contraseña de un solo uso: ${p.password}`,
        `Son válidas hasta el ${dayText(p.validUntil)}. Guarda este mensaje: la contraseña no se vuelve a enviar.`,
      ],
    }),
    welcome: (p) => ({
      subject: 'Bienvenido a Virtual Office',
      lines: [
        `Hola ${p.name}:`,
        `Tu usuario es ${p.username}.`,
        p.pendingActivation
          ? 'Tu alta se activará cuando recibamos el pago; la activación puede tardar hasta 24 horas. Si pagas por transferencia, indica tu usuario como concepto.'
          : 'Ya puedes iniciar sesión en tu oficina virtual.',
        ...(p.transfer ? ['Estos son los datos para la transferencia:', ...transferLines('es', p.transfer, ['Beneficiario', 'Importe', 'Concepto'])] : []),
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Tu contraseña ha cambiado',
      lines: [`Hola ${p.name}:`, 'La contraseña de tu oficina virtual acaba de cambiar y hemos cerrado tus otras sesiones.', 'Si no has sido tú, restablécela ahora desde "¿Olvidaste tu contraseña?" y avísanos.'],
    }),
    bankDataChanged: (p) => ({
      subject: 'Tus datos bancarios han cambiado',
      lines: [
        `Hola ${p.name}:`,
        p.account ? `Los datos bancarios de tu oficina virtual acaban de cambiar. Los pagos de tu saldo irán a la cuenta ${p.account}.` : 'Los datos bancarios de tu oficina virtual se acaban de eliminar.',
        'Si no has sido tú, cambia tu contraseña ahora y avísanos.',
      ],
    }),
    supportReply: (p) => ({
      subject: `Respuesta a tu consulta: ${p.subject}`,
      lines: [`Hola ${p.name}:`, 'El equipo de soporte ha respondido a tu consulta:', ...paragraphs(p.reply), 'Puedes leerla y contestar desde Ayuda, en tu oficina virtual:', p.link],
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
    insuranceAccess: (p) => ({
      subject: 'Tu acceso a la plataforma multiseguros',
      lines: ['Hola:', `${p.name} ha pedido para ti un acceso a la plataforma multiseguros.`, `Código de acceso: ${p.code}`, 'Entra desde este enlace:', p.link],
    }),
    insuranceAccessCopy: (p) => ({
      subject: `Copia: acceso multiseguros para ${p.email}`,
      lines: [`Hola ${p.name}:`, `Esta es la copia del acceso a la plataforma multiseguros enviado a ${p.email}.`, `Código de acceso: ${p.code}`, p.link],
    }),
  },
  en: {
    enjoyPassGiven: (p) => ({
      subject: `${p.name} has given you an Enjoy Pass`,
      lines: [
        'Hello,',
        `${p.name} has given you an Enjoy Pass. These are your credentials:`,
        `Login: ${p.login}`,
        `One-time password: ${p.password}`,
        `They are valid until ${dayText(p.validUntil)}. Keep this message: the password is not sent again.`,
      ],
    }),
    welcome: (p) => ({
      subject: 'Welcome to Virtual Office',
      lines: [
        `Hello ${p.name},`,
        `Your username is ${p.username}.`,
        p.pendingActivation
          ? 'Your account will be activated once we receive the payment; activation may take up to 24 hours. If you pay by bank transfer, use your username as the concept.'
          : 'You can log in to your virtual office now.',
        ...(p.transfer ? ['These are the details for the bank transfer:', ...transferLines('en', p.transfer, ['Beneficiary', 'Amount', 'Concept'])] : []),
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'Your password has changed',
      lines: [`Hello ${p.name},`, 'The password of your virtual office has just changed and we have closed your other sessions.', 'If it was not you, reset it now from "Forgot your password?" and let us know.'],
    }),
    bankDataChanged: (p) => ({
      subject: 'Your bank details have changed',
      lines: [
        `Hello ${p.name},`,
        p.account ? `The bank details of your virtual office have just changed. Payouts will go to the account ${p.account}.` : 'The bank details of your virtual office have just been removed.',
        'If it was not you, change your password now and let us know.',
      ],
    }),
    supportReply: (p) => ({
      subject: `Reply to your request: ${p.subject}`,
      lines: [`Hello ${p.name},`, 'Our support team has replied to your request:', ...paragraphs(p.reply), 'You can read it and answer from Support in your virtual office:', p.link],
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
    insuranceAccess: (p) => ({
      subject: 'Your access to the multi-insurance platform',
      lines: ['Hello,', `${p.name} has asked for an access to the multi-insurance platform for you.`, `Access code: ${p.code}`, 'Enter from this link:', p.link],
    }),
    insuranceAccessCopy: (p) => ({
      subject: `Copy: multi-insurance access for ${p.email}`,
      lines: [`Hello ${p.name},`, `This is the copy of the access to the multi-insurance platform sent to ${p.email}.`, `Access code: ${p.code}`, p.link],
    }),
  },
  pt: {
    enjoyPassGiven: (p) => ({
      subject: `${p.name} oferece-lhe um Enjoy Pass`,
      lines: [
        'Olá,',
        `${p.name} ofereceu-lhe um Enjoy Pass. Estas são as suas credenciais:`,
        `Utilizador: ${p.login}`,
        `Palavra-passe de utilização única: ${p.password}`,
        `São válidas até ${dayText(p.validUntil)}. Guarde esta mensagem: a palavra-passe não volta a ser enviada.`,
      ],
    }),
    welcome: (p) => ({
      subject: 'Bem-vindo ao Virtual Office',
      lines: [
        `Olá ${p.name},`,
        `O seu utilizador é ${p.username}.`,
        p.pendingActivation
          ? 'A sua conta será ativada quando recebermos o pagamento; a ativação pode demorar até 24 horas. Se pagar por transferência, indique o seu utilizador como descrição.'
          : 'Já pode iniciar sessão no seu escritório virtual.',
        ...(p.transfer ? ['Estes são os dados para a transferência:', ...transferLines('pt', p.transfer, ['Beneficiário', 'Montante', 'Descritivo'])] : []),
      ],
    }),
    passwordChanged: (p) => ({
      subject: 'A sua palavra-passe foi alterada',
      lines: [`Olá ${p.name},`, 'A palavra-passe do seu escritório virtual acabou de ser alterada e fechámos as suas outras sessões.', 'Se não foi você, redefina-a agora em "Esqueceu-se da palavra-passe?" e avise-nos.'],
    }),
    bankDataChanged: (p) => ({
      subject: 'Os seus dados bancários foram alterados',
      lines: [
        `Olá ${p.name},`,
        p.account ? `Os dados bancários do seu escritório virtual acabaram de ser alterados. Os pagamentos do seu saldo irão para a conta ${p.account}.` : 'Os dados bancários do seu escritório virtual acabaram de ser eliminados.',
        'Se não foi você, altere agora a sua palavra-passe e avise-nos.',
      ],
    }),
    supportReply: (p) => ({
      subject: `Resposta ao seu pedido: ${p.subject}`,
      lines: [`Olá ${p.name},`, 'A equipa de suporte respondeu ao seu pedido:', ...paragraphs(p.reply), 'Pode lê-la e responder em Suporte, no seu escritório virtual:', p.link],
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
    insuranceAccess: (p) => ({
      subject: 'O seu acesso à plataforma multisseguros',
      lines: ['Olá,', `${p.name} pediu para si um acesso à plataforma multisseguros.`, `Código de acesso: ${p.code}`, 'Entre a partir desta ligação:', p.link],
    }),
    insuranceAccessCopy: (p) => ({
      subject: `Cópia: acesso multisseguros para ${p.email}`,
      lines: [`Olá ${p.name},`, `Esta é a cópia do acesso à plataforma multisseguros enviado para ${p.email}.`, `Código de acesso: ${p.code}`, p.link],
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
