import { PROTOCOL_SETTING_LABELS, PROTOCOL_SETTINGS, type ProtocolSetting } from '../../core/protocol-era';

/** Which protocol era a connection may speak (issue 18): the connect form and the Settings tab. */
export function ProtocolSelect({ value, onChange, className }: { value: ProtocolSetting; onChange: (value: ProtocolSetting) => void; className: string }) {
  return (
    <select
      data-testid="protocol-setting"
      aria-label="Protocol"
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value as ProtocolSetting)}
    >
      {PROTOCOL_SETTINGS.map((setting) => (
        <option key={setting} value={setting}>
          {PROTOCOL_SETTING_LABELS[setting]}
        </option>
      ))}
    </select>
  );
}
