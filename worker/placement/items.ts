/** The placement item bank (content/placement/items.json), checked against its schema once per isolate. */
import itemsFile from "../../content/placement/items.json";
import { placementItemsFileSchema, type PlacementItem } from "../contract/placement";

export const PLACEMENT_ITEMS: readonly PlacementItem[] = placementItemsFileSchema.parse(itemsFile).items;

const byId = new Map(PLACEMENT_ITEMS.map((item) => [item.id, item]));
export const placementItem = (id: string): PlacementItem | undefined => byId.get(id);
