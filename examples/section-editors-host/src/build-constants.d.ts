/** The remote entry of mfe_section_editors this page loads: set at build time (rspack.config.mjs). */
declare const SECTION_EDITORS_ENTRY: string;
