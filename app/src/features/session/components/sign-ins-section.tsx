/* Seam for the settings page; the section itself ('Где Вы вошли') is being built (issue 11). */
export function SignInsSection() {
  return null;
}
