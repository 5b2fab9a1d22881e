/**
 * The popups the home opens after sign-in (notice, sold-out soon, guarantee terms). The home renders this once;
 * the popups are built in their own files beside it.
 */
export function HomePopups() {
  return null;
}
