import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from '@emind/server-kit';

export interface SharedDocumentsTable {
  id: Generated<number>;
  psychologist_id: number;
  client_id: number;
  title: string;
  file_key: string;
  size_bytes: number;
  /** SHA-256 of the PDF as shared, hex. */
  sha256: string;
  requires_signature: boolean;
  created_at: Timestamp;
  /** Set by an erasure when the document is signed: kept, read by no one, until `purge_after`. */
  sealed_at: Timestamp | null;
  purge_after: Timestamp | null;
}

export interface DocumentSignaturesTable {
  document_id: number;
  signer_profile_id: number;
  signer_user_id: number;
  full_name: string;
  signed_at: Timestamp;
  ip_address: string;
  document_sha256: string;
  /** The original with its signature page, in private storage. */
  signed_file_key: string;
}

/** messaging's tables for shared documents, part of its `MessagingDatabase`. */
export interface DocumentTables {
  shared_documents: SharedDocumentsTable;
  document_signatures: DocumentSignaturesTable;
}

export type SharedDocumentRow = Selectable<SharedDocumentsTable>;
export type DocumentSignatureRow = Selectable<DocumentSignaturesTable>;
