/** What every console catalogue form takes: the item to edit (null: a new one) and what to do once saved or cancelled. */
export interface CatalogueFormProps<Item> {
  item: Item | null;
  onDone: () => void;
}
