// The address book's add and edit form (the fields are the contract's addressForm): its intents.
/** "Simpan": save the address. */
export const SAVE_INTENT = "save";
/** The no-JS "Pilih" of the region selects: re-render with the next region list. */
export const REGIONS_INTENT = "regions";
