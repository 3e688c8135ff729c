import type { DocumentAcceptance, DocumentAcceptanceWithText, LegalDocument } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import { presentCms } from '../settings/settings.presenter';
import type { AcceptanceRow, AcceptanceWithText, LegalDocumentPage } from './document-acceptances.service';

/** A document the member accepted: which one, which version, when, and whether a newer version replaced it. */
export const presentDocumentAcceptance = ({ acceptance, title, currentVersion }: AcceptanceRow): DocumentAcceptance =>
  hydraItem('document_acceptances', 'DocumentAcceptance', acceptance.id, {
    keyName: acceptance.keyName,
    version: acceptance.version,
    title: title ?? acceptance.keyName,
    // The language of the text the member accepted.
    language: acceptance.language,
    acceptedAt: acceptance.acceptedAt.toISOString(),
    currentVersion,
    isCurrent: acceptance.version === currentVersion,
  });

export const presentDocumentAcceptanceWithText = (row: AcceptanceWithText): DocumentAcceptanceWithText => ({
  ...presentDocumentAcceptance(row),
  content: row.content ?? '',
});

/** A legal document still to accept: the cms page, its key one of the legal documents'. */
export const presentLegalDocument = (page: LegalDocumentPage): LegalDocument => ({ ...presentCms(page), keyName: page.keyName });
