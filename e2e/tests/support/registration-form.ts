import type { Page } from '@playwright/test';

/** A newcomer as the registration form takes them; the e-mail is `{username}@example.test`, the country Spain. */
export interface Newcomer {
  firstName: string;
  lastName: string;
  username: string;
  dni: string;
  password: string;
  birthDate: string;
  mobile: string;
  address: string;
  city: string;
  postalCode: string;
  /** The province, as the list names it. */
  state: string;
}

/** Fills in the personal and address parts of the registration form (public or in-office; Spanish labels). */
export async function fillRegistrationForm(page: Page, newcomer: Newcomer) {
  await fillUpToCountry(page, newcomer);
  await chooseSpain(page, newcomer.state);
}

/** The personal part and the street, city and postal code: everything before the country. */
export async function fillUpToCountry(page: Page, newcomer: Newcomer) {
  const email = `${newcomer.username}@example.test`;
  await page.getByLabel('Nombre', { exact: true }).fill(newcomer.firstName);
  await page.getByLabel('Apellidos').fill(newcomer.lastName);
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(newcomer.username);
  await page.getByLabel('DNI / documento de identidad').fill(newcomer.dni);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Repite el e-mail').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(newcomer.password);
  await page.getByLabel('Repite la contraseña').fill(newcomer.password);
  await page.getByLabel('Fecha de nacimiento').fill(newcomer.birthDate);
  await page.getByLabel('Móvil').fill(newcomer.mobile);
  await page.getByLabel('Dirección', { exact: true }).fill(newcomer.address);
  await page.getByLabel('Ciudad').fill(newcomer.city);
  await page.getByLabel('Código postal').fill(newcomer.postalCode);
}

/** Spain and one of its provinces, as the list names it. */
export async function chooseSpain(page: Page, state: string) {
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'España' }).click();
  await page.getByRole('combobox', { name: 'Provincia / región' }).click();
  await page.getByRole('option', { name: state }).click();
}
