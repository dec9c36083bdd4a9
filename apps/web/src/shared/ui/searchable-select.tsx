import {
  CheckIcon,
  Combobox,
  type ComboboxItem,
  type ComboboxParsedItem,
  type ComboboxProps,
  InputBase,
  type InputBaseProps,
  type OptionsFilter,
  useCombobox,
} from '@mantine/core';
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';

const classes = Combobox.classes;

export interface SearchableSelectProps
  extends Pick<
    InputBaseProps,
    'label' | 'description' | 'error' | 'disabled' | 'inputWrapperOrder' | 'size'
  > {
  data: readonly ComboboxItem[];
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** which options a typed text leaves (Mantine's Select filter signature) */
  filter: OptionsFilter;
  placeholder?: string;
  nothingFoundMessage: ReactNode;
  renderOption?: (option: ComboboxItem) => ReactNode;
  /** the dropdown's settings (Combobox's props) */
  comboboxProps?: ComboboxProps;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

/**
 * Mantine's searchable Select, drawn and behaving as it does (the chosen option's label in the field, typing
 * filters the list, arrows and Enter pick, leaving the field puts the chosen label back), over Mantine's
 * Combobox, which the page's other fields already load: Select's option list adds Mantine's ScrollArea and its
 * generic option machinery (7.5 KiB gzip) to the transfer search, where a list that scrolls natively does.
 */
export function SearchableSelect({
  data,
  value,
  onChange,
  onBlur,
  filter,
  placeholder,
  nothingFoundMessage,
  renderOption,
  comboboxProps,
  ref,
  disabled,
  ...input
}: SearchableSelectProps) {
  const id = useId();
  const selected = value === null ? undefined : data.find((option) => option.value === value);
  const selectedLabel = selected?.label ?? '';
  const [search, setSearch] = useState(selectedLabel);
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active', { scrollIntoView: true }),
    // as Select: after the list has gone, so that its closing does not flash a moved highlight
    onDropdownClose: () => setTimeout(combobox.resetSelectedOption, 0),
  });

  // a value set from outside (a stored form, the airport's zones replaced) shows its label
  useEffect(() => setSearch(selectedLabel), [selectedLabel]);

  const changeSearch = (text: string) => {
    setSearch(text);
    combobox.resetSelectedOption();
  };
  // the whole list while the field shows the chosen option, as Select does
  const shown = (
    search === selectedLabel && selected
      ? data
      : filter({ options: [...data] as ComboboxParsedItem[], search, limit: Number.POSITIVE_INFINITY })
  ) as ComboboxItem[];

  return (
    <Combobox
      store={combobox}
      __staticSelector="Select"
      size={input.size}
      onOptionSubmit={(picked) => {
        const option = data.find((o) => o.value === picked);
        if (picked !== value) onChange(picked);
        changeSearch(option?.label ?? '');
        combobox.closeDropdown();
      }}
      {...comboboxProps}
    >
      <Combobox.Target targetType="input">
        <InputBase
          {...input}
          id={id}
          ref={ref}
          placeholder={placeholder}
          disabled={disabled}
          __staticSelector="Select"
          rightSection={<Combobox.Chevron size={input.size} error={input.error} />}
          rightSectionPointerEvents="none"
          value={search}
          onChange={(event) => {
            changeSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            changeSearch(selectedLabel);
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={disabled} data-composed>
        <Combobox.Options
          labelledBy={input.label ? `${id}-label` : undefined}
          mah={220}
          style={{ overflowY: 'auto' }}
        >
          {shown.map((option) => {
            const checked = option.value === value;
            return (
              <Combobox.Option
                key={option.value}
                value={option.value}
                className={classes.optionsDropdownOption}
                data-checked={checked || undefined}
                aria-selected={checked}
                active={checked}
              >
                {renderOption ? (
                  renderOption(option)
                ) : (
                  <>
                    {checked ? <CheckIcon className={classes.optionsDropdownCheckIcon} /> : null}
                    <span>{option.label}</span>
                  </>
                )}
              </Combobox.Option>
            );
          })}
          {shown.length === 0 ? <Combobox.Empty>{nothingFoundMessage}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
