import { describe, expect, it } from 'vitest';
import { initialPriorityList, moveItem, priorityMap, shownRanks } from './priority-list';

const wh = (id: number, name: string) => ({
  pk_warehouse_id: id,
  name,
  address: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
  email_id: '',
  poc_name: '',
  poc_number: '',
});

describe('warehouse priority list', () => {
  const warehouses = [wh(1, 'East'), wh(2, 'Rhine'), wh(3, 'Jebel Ali')];

  it('lists ranked warehouses in rank order, then the others', () => {
    const list = initialPriorityList(warehouses, [
      { fk_warehouse_id: 3, priority: 1 },
      { fk_warehouse_id: 1, priority: 2 },
    ]);
    expect(list.map((i) => [i.name, i.ranked])).toEqual([
      ['Jebel Ali', true],
      ['East', true],
      ['Rhine', false],
    ]);
    expect(shownRanks(list)).toEqual([1, 2, null]);
    expect(priorityMap(list)).toEqual({ '3': 1, '1': 2 });
  });

  it('moves items and ranks from 1 in list order, skipping unranked ones', () => {
    let list = initialPriorityList(warehouses, [{ fk_warehouse_id: 1, priority: 1 }]);
    list = moveItem(list, 1, -1);
    expect(list.map((i) => i.id)).toEqual([2, 1, 3]);
    expect(shownRanks(list)).toEqual([null, 1, null]);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 2, 1)).toBe(list);
    list = list.map((i) => ({ ...i, ranked: true }));
    expect(priorityMap(list)).toEqual({ '2': 1, '1': 2, '3': 3 });
  });
});
