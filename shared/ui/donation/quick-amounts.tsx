export function QuickAmounts({
  amounts,
  value,
  onPick,
}: {
  amounts: readonly number[];
  value: string;
  onPick: (amount: string) => void;
}) {
  return (
    <div className="quick-amounts" role="group" aria-label="快速選擇金額">
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          aria-pressed={value === String(amount)}
          onClick={() => onPick(String(amount))}
        >
          新臺幣 {amount} 元
        </button>
      ))}
    </div>
  );
}
