import type { BookableType } from '@vo/domain';

/** The member's reservations (list, detail, and the reserve screen a catalogue card links to). */
export const RESERVATIONS_PATH = '/reservations';
export const reservationPath = (id: number) => `${RESERVATIONS_PATH}/${id}`;
export const reservePath = (type: BookableType, id: number) => `${RESERVATIONS_PATH}/new/${type}/${id}`;
