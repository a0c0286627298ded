/** Age since creation as days and hours, and whether it is past the type's ETA (only when ETA > 0). */
export function ticketAge(dtCreation: string, eta: number, now: number = Date.now()) {
  const hoursTotal = Math.max(0, Math.floor((now - new Date(dtCreation).getTime()) / 3_600_000));
  const days = Math.floor(hoursTotal / 24);
  const hours = hoursTotal % 24;
  return { days, hours, label: `${days}d ${hours}h`, overdue: eta > 0 && days > eta };
}

/** Blank creator names are automated tickets (DESIGN 9). */
export const creatorLabel = (name: string | null | undefined) => (name?.trim() ? name : 'System');
