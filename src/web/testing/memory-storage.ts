/** An in-memory localStorage for web-code tests that run in Node (`vi.stubGlobal('localStorage', new MemoryStorage())`). */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}
