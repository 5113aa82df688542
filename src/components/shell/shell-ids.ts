/** The id of the header's title element, in the modal's shadow tree; the dialog is labelled by it. */
export const HEADER_TITLE_ID = 'w3m-header-title';
