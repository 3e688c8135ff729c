import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface Props<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: string }[];
  testId?: string;
}

/** A segmented control with a visible label above it, like the form fields beside it (it has no label of its own). */
export function LabelledSegmentedControl<Value extends string>({ label, value, onChange, data, testId }: Props<Value>) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={(next) => onChange(next as Value)} data={data} data-testid={testId} />
    </Stack>
  );
}
