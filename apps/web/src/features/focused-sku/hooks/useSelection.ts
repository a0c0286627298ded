import type { FocusedSkuManagerItem } from '@marketdesk/contracts/focused-sku';
import { useState } from 'react';
import type { Selection } from '../components/SkuTable';

/** The SKUs ticked for a bulk action, by product id (kept across pages and tabs until cleared). */
export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, FocusedSkuManagerItem>>(new Map());
  const selection: Selection = {
    isSelected: (id) => picked.has(id),
    toggle: (item) =>
      setPicked((m) => {
        const next = new Map(m);
        if (next.has(item.product_id)) next.delete(item.product_id);
        else next.set(item.product_id, item);
        return next;
      }),
    togglePage: (items) =>
      setPicked((m) => {
        const next = new Map(m);
        const all = items.every((i) => next.has(i.product_id));
        for (const i of items) {
          if (all) next.delete(i.product_id);
          else next.set(i.product_id, i);
        }
        return next;
      }),
  };
  return { selection, items: [...picked.values()], clear: () => setPicked(new Map()) };
}
