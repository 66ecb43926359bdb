/**
 * The browser's local-storage keys of unsaved drafts, per ruleset id: the editor's and the card designer's. In one
 * place because deleting a variant drops its drafts too (a variant saved later under the same id would otherwise
 * come up with the deleted one's edits).
 */
export const draftKey = (id: string) => `rondel:draft:${id}`;
export const cardDraftKey = (id: string) => `rondel:card-draft:${id}`;
