/**
 * Seed data for the `cms` table: the legal pages the member accepts or reads in
 * the back office (terms and conditions, privacy policy, distributor contract)
 * in Spanish, English and European Portuguese. Content is simple Markdown.
 * Figures that an admin can change (prices, fees, payout minimum) are referred
 * to as "published in the back office" rather than repeated here.
 */
export interface CmsPageSeed {
  keyName: string;
  language: 'es' | 'en' | 'pt';
  title: string;
  content: string;
  version: number;
}

const TERMS_ES = `# Términos y condiciones

Estos términos y condiciones regulan el acceso a la oficina virtual y la pertenencia a la red de miembros de Virtual Office Travel S.L. (en adelante, «la Compañía»). Al registrarse, el usuario declara haberlos leído y aceptado.

## 1. Membresía

La membresía es personal e intransferible. Para registrarse es necesario ser **mayor de 18 años**, tener plena capacidad para contratar y facilitar datos veraces y actualizados. Cada persona solo puede tener una cuenta. La Compañía podrá rechazar o suspender los registros que incumplan estas condiciones.

## 2. Niveles, pagos y renovación

Cada nivel de membresía tiene un importe de alta y una cuota mensual, que se muestran en la oficina virtual antes de pagar, junto con el impuesto aplicable (IGIC o IVA) y, en su caso, la comisión del medio de pago elegido. La membresía requiere además una renovación anual. Si una cuota no se paga a su vencimiento, la cuenta queda fuera de plazo y sus ventajas se suspenden hasta que se regularice.

## 3. Comisiones

Los niveles que lo permiten pueden generar comisiones conforme al plan de compensación vigente. Las comisiones se abonan en el monedero y pueden quedar retenidas durante el periodo de desistimiento del pago que las origina o mientras la membresía no esté al día. Si un pago se devuelve o se anula, se revierten las comisiones que generó. Nadie cobra por el mero hecho de reclutar a otras personas: toda comisión procede de compras y cuotas reales.

## 4. Puntos

Los Enjoy Points y los Travel Points solo pueden utilizarse dentro de la plataforma, no son canjeables por dinero y no generan intereses.

## 5. Desistimiento y cancelación

El consumidor dispone de 14 días naturales desde el pago para desistir sin indicar el motivo, salvo que ya haya disfrutado plenamente del servicio. El miembro puede cancelar su membresía en cualquier momento desde la oficina virtual o a través del servicio de atención; la cancelación surte efecto al final del periodo ya pagado. La Compañía podrá resolver la membresía por incumplimiento grave de estas condiciones, previa notificación.

## 6. Ley aplicable y jurisdicción

Estas condiciones se rigen por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales de España; si el miembro actúa como consumidor, serán competentes los de su domicilio.
`;

const TERMS_EN = `# Terms and conditions

These terms and conditions govern access to the back office and membership of the member network operated by Virtual Office Travel S.L. (the "Company"). By registering, the user confirms having read and accepted them.

## 1. Membership

Membership is personal and non-transferable. To register you must be **at least 18 years old**, have full legal capacity to enter into contracts and provide true and up-to-date information. Each person may hold only one account. The Company may refuse or suspend registrations that breach these conditions.

## 2. Levels, payments and renewal

Each membership level has a registration amount and a monthly fee, shown in the back office before payment together with the applicable tax (IGIC or VAT) and, where relevant, the fee of the chosen payment method. Membership also requires an annual renewal. If a fee is not paid when due, the account becomes out of date and its benefits are suspended until the payment is made.

## 3. Commissions

Levels that allow it may earn commissions under the compensation plan in force. Commissions are credited to the wallet and may be held as retained balance during the withdrawal period of the payment that caused them, or while the membership is not up to date. If a payment is refunded or cancelled, the commissions it generated are reversed. Nobody is paid merely for recruiting other people: every commission comes from real purchases and fees.

## 4. Points

Enjoy Points and Travel Points can only be used within the platform, cannot be exchanged for cash and do not earn interest.

## 5. Withdrawal and cancellation

Consumers have 14 calendar days from payment to withdraw without giving a reason, unless the service has already been fully performed. A member may cancel the membership at any time from the back office or through customer support; cancellation takes effect at the end of the period already paid. The Company may terminate a membership for serious breach of these conditions after giving notice.

## 6. Governing law and jurisdiction

These conditions are governed by Spanish law. Any dispute shall be submitted to the courts of Spain; where the member acts as a consumer, the courts of the member's place of residence shall have jurisdiction.
`;

const TERMS_PT = `# Termos e condições

Os presentes termos e condições regulam o acesso ao escritório virtual e a adesão à rede de membros da Virtual Office Travel S.L. (doravante, «a Empresa»). Ao registar-se, o utilizador declara que os leu e aceitou.

## 1. Adesão

A adesão é pessoal e intransmissível. Para se registar é necessário ter **pelo menos 18 anos**, plena capacidade para contratar e fornecer dados verdadeiros e atualizados. Cada pessoa só pode ter uma conta. A Empresa pode recusar ou suspender os registos que não cumpram estas condições.

## 2. Níveis, pagamentos e renovação

Cada nível de adesão tem um valor de inscrição e uma quota mensal, apresentados no escritório virtual antes do pagamento, juntamente com o imposto aplicável (IGIC ou IVA) e, se for o caso, a comissão do meio de pagamento escolhido. A adesão exige ainda uma renovação anual. Se uma quota não for paga na data de vencimento, a conta fica com pagamentos em atraso e as suas vantagens são suspensas até à regularização.

## 3. Comissões

Os níveis que o permitem podem gerar comissões de acordo com o plano de compensação em vigor. As comissões são creditadas na carteira e podem ficar retidas durante o prazo de livre resolução do pagamento que as originou ou enquanto a adesão não estiver em dia. Se um pagamento for reembolsado ou anulado, as comissões que gerou são revertidas. Ninguém é pago apenas por recrutar outras pessoas: todas as comissões resultam de compras e quotas reais.

## 4. Pontos

Os Enjoy Points e os Travel Points só podem ser utilizados dentro da plataforma, não são convertíveis em dinheiro e não vencem juros.

## 5. Livre resolução e cancelamento

O consumidor dispõe de 14 dias de calendário a contar do pagamento para resolver o contrato sem indicar o motivo, salvo se o serviço já tiver sido integralmente prestado. O membro pode cancelar a adesão a qualquer momento no escritório virtual ou através do apoio ao cliente; o cancelamento produz efeitos no final do período já pago. A Empresa pode pôr termo à adesão por incumprimento grave destas condições, mediante notificação prévia.

## 6. Lei aplicável e foro

Estas condições regem-se pela lei espanhola. Qualquer litígio será submetido aos tribunais de Espanha; se o membro atuar como consumidor, são competentes os tribunais do seu domicílio.
`;

const PRIVACY_ES = `# Política de privacidad

## Responsable del tratamiento

Virtual Office Travel S.L. (en adelante, «la Compañía»), con domicilio en España, es responsable del tratamiento de los datos personales de los usuarios de la oficina virtual. Puede contactar con nosotros a través del servicio de atención o en la dirección postal que figura en nuestras facturas.

## Datos que tratamos y finalidades

Tratamos datos de identificación y contacto; datos de acceso (usuario, contraseña cifrada y segundo factor de autenticación); los datos fiscales y bancarios necesarios para facturar y pagar comisiones; el historial de pagos, reservas y movimientos del monedero; y su posición en la red de patrocinio. Los utilizamos para gestionar la membresía, procesar pagos y liquidaciones, emitir facturas, prestar soporte, prevenir el fraude y cumplir nuestras obligaciones legales.

## Base jurídica

El tratamiento se basa en la ejecución del contrato de membresía, en el cumplimiento de obligaciones legales (fiscales y contables) y, para las comunicaciones comerciales, en su consentimiento, que puede retirar en cualquier momento.

## Destinatarios

Su patrocinador y su línea ascendente pueden ver su nombre de usuario, su nivel y su estado de actividad dentro de la red, pero nunca sus datos bancarios ni su contraseña. Comunicamos datos a los proveedores de pago, a los proveedores de viaje de las reservas que usted solicite, a los proveedores tecnológicos que actúan como encargados del tratamiento y a las autoridades cuando la ley lo exige. Si algún proveedor se encuentra fuera del Espacio Económico Europeo, aplicamos las garantías del artículo 46 del RGPD.

## Conservación

Conservamos los datos mientras la membresía esté activa y, después, durante los plazos de prescripción legales; las facturas, durante el tiempo que exige la normativa fiscal.

## Sus derechos

Conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018, puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo al servicio de atención y acreditando su identidad. Si considera que no hemos atendido correctamente su solicitud, puede reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).

## Seguridad

Aplicamos medidas técnicas y organizativas adecuadas: cifrado de las comunicaciones, contraseñas almacenadas con funciones de derivación seguras, autenticación en dos pasos opcional y registro de accesos.
`;

const PRIVACY_EN = `# Privacy policy

## Data controller

Virtual Office Travel S.L. (the "Company"), established in Spain, is the controller of the personal data of back-office users. You can contact us through customer support or at the postal address shown on our invoices.

## Data we process and why

We process identification and contact data; access data (username, hashed password and second authentication factor); the tax and bank details needed to invoice and pay commissions; the history of payments, reservations and wallet movements; and your position in the sponsorship network. We use them to manage your membership, process payments and payouts, issue invoices, provide support, prevent fraud and meet our legal obligations.

## Legal basis

Processing is based on the performance of the membership contract, on compliance with legal obligations (tax and accounting) and, for marketing communications, on your consent, which you may withdraw at any time.

## Recipients

Your sponsor and upline can see your username, level and activity status within the network, but never your bank details or password. We share data with payment providers, with travel providers for the reservations you request, with technology providers acting as processors and with public authorities where the law requires it. Where a provider is located outside the European Economic Area, we apply the safeguards of Article 46 GDPR.

## Retention

We keep data while your membership is active and afterwards for the legal limitation periods; invoices are kept for the period required by tax law.

## Your rights

Under Regulation (EU) 2016/679 (GDPR) and the Spanish Organic Law 3/2018, you may exercise your rights of access, rectification, erasure, objection, restriction of processing and data portability by writing to customer support and proving your identity. If you believe we have not handled your request properly, you may lodge a complaint with the Spanish Data Protection Agency (www.aepd.es) or with the supervisory authority of your country of residence.

## Security

We apply appropriate technical and organisational measures: encrypted communications, passwords stored with secure key-derivation functions, optional two-factor authentication and access logging.
`;

const PRIVACY_PT = `# Política de privacidade

## Responsável pelo tratamento

A Virtual Office Travel S.L. (doravante, «a Empresa»), com sede em Espanha, é a responsável pelo tratamento dos dados pessoais dos utilizadores do escritório virtual. Pode contactar-nos através do apoio ao cliente ou da morada indicada nas nossas faturas.

## Dados que tratamos e finalidades

Tratamos dados de identificação e contacto; dados de acesso (nome de utilizador, palavra-passe cifrada e segundo fator de autenticação); os dados fiscais e bancários necessários para faturar e pagar comissões; o histórico de pagamentos, reservas e movimentos da carteira; e a sua posição na rede de patrocínio. Utilizamo-los para gerir a adesão, processar pagamentos e transferências, emitir faturas, prestar apoio, prevenir a fraude e cumprir as nossas obrigações legais.

## Fundamento jurídico

O tratamento baseia-se na execução do contrato de adesão, no cumprimento de obrigações legais (fiscais e contabilísticas) e, para as comunicações comerciais, no seu consentimento, que pode retirar a qualquer momento.

## Destinatários

O seu patrocinador e a sua linha ascendente podem ver o seu nome de utilizador, nível e estado de atividade na rede, mas nunca os seus dados bancários nem a sua palavra-passe. Comunicamos dados aos prestadores de serviços de pagamento, aos fornecedores de viagens das reservas que solicitar, aos fornecedores tecnológicos que atuam como subcontratantes e às autoridades quando a lei o exige. Se algum fornecedor estiver fora do Espaço Económico Europeu, aplicamos as garantias do artigo 46.º do RGPD.

## Conservação

Conservamos os dados enquanto a adesão estiver ativa e, depois, durante os prazos legais de prescrição; as faturas, durante o período exigido pela legislação fiscal.

## Os seus direitos

Nos termos do Regulamento (UE) 2016/679 (RGPD), pode exercer os direitos de acesso, retificação, apagamento, oposição, limitação do tratamento e portabilidade, escrevendo ao apoio ao cliente e comprovando a sua identidade. Se considerar que o seu pedido não foi devidamente tratado, pode apresentar reclamação à Agencia Española de Protección de Datos (www.aepd.es) ou à autoridade de controlo do seu país de residência (em Portugal, a CNPD).

## Segurança

Aplicamos medidas técnicas e organizativas adequadas: comunicações cifradas, palavras-passe guardadas com funções de derivação seguras, autenticação de dois fatores opcional e registo de acessos.
`;

const CONTRACT_ES = `# Contrato de distribuidor independiente

Este contrato se celebra entre Virtual Office Travel S.L. («la Compañía») y el miembro que lo acepta en la oficina virtual («el Distribuidor»).

## 1. Objeto

El Distribuidor podrá promocionar las membresías y los servicios de la Compañía y formar su propia red de miembros, percibiendo por ello las comisiones previstas en el plan de compensación.

## 2. Carácter independiente

El Distribuidor actúa como empresario o profesional independiente, por su cuenta y riesgo, y organiza libremente su tiempo y sus medios. Este contrato **no crea relación laboral**, de agencia exclusiva, sociedad ni franquicia. El Distribuidor es responsable de darse de alta en los registros fiscales y de Seguridad Social que le correspondan y de cumplir sus obligaciones tributarias.

## 3. Comisiones

Las comisiones se calculan exclusivamente según el plan de compensación vigente publicado en la oficina virtual, que la Compañía puede actualizar con preaviso. Solo generan comisión las cuotas y ventas efectivamente cobradas; si un pago se reembolsa o se anula, se revierten las comisiones que originó. Para cobrar comisiones, la membresía del Distribuidor debe estar activa y al día.

## 4. Liquidaciones

El saldo disponible puede solicitarse por transferencia a partir del importe mínimo publicado en la oficina virtual. La Compañía emite la factura en nombre del Distribuidor (autofacturación), aplicando el IVA o la retención de IRPF que procedan, y descuenta el coste de la transferencia según el país del banco. Las solicitudes recibidas de lunes a domingo se tramitan entre el lunes y el miércoles siguientes.

## 5. Obligaciones del Distribuidor

El Distribuidor se compromete a presentar los servicios de forma veraz, no prometer ingresos garantizados, no realizar afirmaciones engañosas y respetar la normativa de consumo y de protección de datos, así como la imagen de la Compañía.

## 6. Duración y resolución

El contrato tiene duración indefinida y está ligado a la membresía. Cualquiera de las partes puede resolverlo en cualquier momento mediante notificación escrita. La Compañía podrá resolverlo de inmediato por incumplimiento grave. Tras la resolución se abonarán las comisiones ya devengadas conforme a este contrato.

## 7. Ley aplicable

Este contrato se rige por la legislación española y las partes se someten a los juzgados y tribunales de España.
`;

const CONTRACT_EN = `# Independent distributor contract

This contract is entered into between Virtual Office Travel S.L. (the "Company") and the member who accepts it in the back office (the "Distributor").

## 1. Purpose

The Distributor may promote the Company's memberships and services and build a personal network of members, earning the commissions set out in the compensation plan.

## 2. Independent status

The Distributor acts as an independent business owner or self-employed professional, on their own account and at their own risk, freely organising their time and means. This contract **does not create an employment relationship**, exclusive agency, partnership or franchise. The Distributor is responsible for any tax and social security registration that applies to them and for meeting their tax obligations.

## 3. Commissions

Commissions are calculated solely under the compensation plan in force, published in the back office, which the Company may update with prior notice. Only fees and sales actually collected generate commissions; if a payment is refunded or cancelled, the commissions it generated are reversed. To earn commissions, the Distributor's membership must be active and up to date.

## 4. Payouts

The available balance may be requested by bank transfer from the minimum amount published in the back office. The Company issues the invoice on the Distributor's behalf (self-billing), applying any VAT or income tax withholding (IRPF) that is due, and deducts the transfer cost according to the country of the bank. Requests received from Monday to Sunday are processed between the following Monday and Wednesday.

## 5. Distributor's obligations

The Distributor undertakes to present the services truthfully, not to promise guaranteed income, not to make misleading claims, and to respect consumer and data protection law as well as the Company's image.

## 6. Term and termination

The contract is concluded for an indefinite term and is linked to the membership. Either party may terminate it at any time by written notice. The Company may terminate it with immediate effect for serious breach. On termination, commissions already earned under this contract will be paid.

## 7. Governing law

This contract is governed by Spanish law and the parties submit to the courts of Spain.
`;

const CONTRACT_PT = `# Contrato de distribuidor independente

O presente contrato é celebrado entre a Virtual Office Travel S.L. («a Empresa») e o membro que o aceita no escritório virtual («o Distribuidor»).

## 1. Objeto

O Distribuidor pode promover as adesões e os serviços da Empresa e construir a sua própria rede de membros, recebendo por isso as comissões previstas no plano de compensação.

## 2. Natureza independente

O Distribuidor atua como empresário ou profissional independente, por sua conta e risco, organizando livremente o seu tempo e os seus meios. Este contrato **não cria qualquer relação laboral**, de agência exclusiva, sociedade ou franquia. O Distribuidor é responsável pelo registo fiscal e na segurança social que lhe seja aplicável e pelo cumprimento das suas obrigações tributárias.

## 3. Comissões

As comissões são calculadas exclusivamente de acordo com o plano de compensação em vigor, publicado no escritório virtual, que a Empresa pode atualizar mediante aviso prévio. Só geram comissão as quotas e vendas efetivamente cobradas; se um pagamento for reembolsado ou anulado, as comissões que originou são revertidas. Para receber comissões, a adesão do Distribuidor deve estar ativa e com os pagamentos em dia.

## 4. Pagamentos

O saldo disponível pode ser pedido por transferência bancária a partir do montante mínimo publicado no escritório virtual. A Empresa emite a fatura em nome do Distribuidor (autofaturação), aplicando o IVA ou a retenção na fonte que forem devidos, e desconta o custo da transferência em função do país do banco. Os pedidos recebidos de segunda-feira a domingo são processados entre a segunda-feira e a quarta-feira seguintes.

## 5. Obrigações do Distribuidor

O Distribuidor compromete-se a apresentar os serviços de forma verdadeira, a não prometer rendimentos garantidos, a não fazer afirmações enganosas e a respeitar a legislação de defesa do consumidor e de proteção de dados, bem como a imagem da Empresa.

## 6. Duração e cessação

O contrato tem duração indeterminada e está ligado à adesão. Qualquer das partes pode fazê-lo cessar a todo o tempo mediante comunicação escrita. A Empresa pode resolvê-lo com efeito imediato em caso de incumprimento grave. Após a cessação, são pagas as comissões já vencidas nos termos deste contrato.

## 7. Lei aplicável

Este contrato rege-se pela lei espanhola e as partes submetem-se aos tribunais de Espanha.
`;

export const CMS_PAGES: CmsPageSeed[] = [
  { keyName: 'terms', language: 'es', title: 'Términos y condiciones', content: TERMS_ES, version: 1 },
  { keyName: 'terms', language: 'en', title: 'Terms and conditions', content: TERMS_EN, version: 1 },
  { keyName: 'terms', language: 'pt', title: 'Termos e condições', content: TERMS_PT, version: 1 },
  { keyName: 'privacy', language: 'es', title: 'Política de privacidad', content: PRIVACY_ES, version: 1 },
  { keyName: 'privacy', language: 'en', title: 'Privacy policy', content: PRIVACY_EN, version: 1 },
  { keyName: 'privacy', language: 'pt', title: 'Política de privacidade', content: PRIVACY_PT, version: 1 },
  { keyName: 'contract', language: 'es', title: 'Contrato de distribuidor independiente', content: CONTRACT_ES, version: 1 },
  { keyName: 'contract', language: 'en', title: 'Independent distributor contract', content: CONTRACT_EN, version: 1 },
  { keyName: 'contract', language: 'pt', title: 'Contrato de distribuidor independente', content: CONTRACT_PT, version: 1 },
];
