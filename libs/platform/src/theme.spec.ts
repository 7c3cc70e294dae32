describe('theme store', () => {
  const storage = new Map<string, string>();
  beforeAll(() => {
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
  });

  it('defaults to light and keeps the choice under the key "theme"', async () => {
    const { useThemeStore, THEME_STORAGE_KEY } = await import('./theme');
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(useThemeStore.getState().theme).toBe('light');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(storage.get('theme')).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(storage.get('theme')).toBe('light');
  });
});
