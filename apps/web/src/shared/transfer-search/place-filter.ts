import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** Lower case without accents, the Turkish dotted and dotless i folded: "İstanbul", "Istanbul", "ıstanbul" meet. */
export function foldForSearch(text: string): string {
  return text.replace(/[İIı]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A Select filter that finds a place by its label or by any of its names in the other languages (keyed by the
 * option's value): "Antalya" typed on the Russian site finds "Анталья", "Кемер" on the English one "Kemer".
 */
export function placeFilter(aliases: ReadonlyMap<string, readonly string[]>): OptionsFilter {
  return ({ options, search }) => {
    const wanted = foldForSearch(search.trim());
    if (wanted === '') return options;
    return options.filter(
      (option: ComboboxParsedItem) =>
        'value' in option &&
        [option.label, ...(aliases.get(option.value) ?? [])].some((name) =>
          foldForSearch(name).includes(wanted),
        ),
    );
  };
}
