/* Seam for the users page's toolbar: 'Пригласить списком' is being built (issue 13). */
export function BulkInviteButton() {
  return null;
}
