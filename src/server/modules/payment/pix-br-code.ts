/**
 * PIX "copia e cola" payload (Banco Central's BR Code, EMV format): each field
 * is an id, a 2-digit length and a value; field 63 is a CRC-16/CCITT-FALSE over
 * the whole payload including "6304".
 */

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export function crc16CcittFalse(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper-case ASCII without accents, as the BR Code's name and city fields expect. */
function plain(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export function buildPixBrCode(input: { key: string; merchantName: string; merchantCity: string; amountCents: number; txid: string }): string {
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16CcittFalse(payload);
}
