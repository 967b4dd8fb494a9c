import type { ComponentType, CSSProperties } from 'react';
import { Flex, Select } from 'antd';
import type { SectionIconName } from '@suite/shared';
// One module per icon: the chunk holds these icons only.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownCircleOutlined from '@ant-design/icons/DownCircleOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';

type IconComponent = ComponentType<{
  'aria-hidden'?: boolean;
  style?: CSSProperties;
  'data-icon-name'?: string;
}>;

/** Each icon name of the seed (Material's names) with the antd icon drawn for it and its label. */
const SECTION_ICONS: Record<SectionIconName, { icon: IconComponent; label: string }> = {
  ExpandMore: { icon: DownOutlined, label: 'Expand more' },
  ChevronRight: { icon: RightOutlined, label: 'Chevron right' },
  KeyboardArrowDown: { icon: DownCircleOutlined, label: 'Arrow down in a circle' },
  ArrowDropDown: { icon: CaretDownOutlined, label: 'Drop-down arrow' },
  Add: { icon: PlusOutlined, label: 'Plus' },
  ArrowForward: { icon: ArrowRightOutlined, label: 'Arrow forward' },
  ArrowBack: { icon: ArrowLeftOutlined, label: 'Arrow back' },
  OpenInNew: { icon: ExportOutlined, label: 'Open in new' },
  Download: { icon: DownloadOutlined, label: 'Download' },
  Check: { icon: CheckOutlined, label: 'Check' },
  Close: { icon: CloseOutlined, label: 'Close' },
  Info: { icon: InfoCircleOutlined, label: 'Info' },
  Warning: { icon: WarningOutlined, label: 'Warning' },
  Error: { icon: CloseCircleOutlined, label: 'Error' },
  Help: { icon: QuestionCircleOutlined, label: 'Help' },
  Star: { icon: StarOutlined, label: 'Star' },
  Favorite: { icon: HeartOutlined, label: 'Heart' },
  Home: { icon: HomeOutlined, label: 'Home' },
  Settings: { icon: SettingOutlined, label: 'Settings' },
  Person: { icon: UserOutlined, label: 'Person' },
  Email: { icon: MailOutlined, label: 'Email' },
  Lock: { icon: LockOutlined, label: 'Lock' },
  Search: { icon: SearchOutlined, label: 'Search' },
  Send: { icon: SendOutlined, label: 'Send' },
  ShoppingCart: { icon: ShoppingCartOutlined, label: 'Shopping cart' },
  Wallet: { icon: WalletOutlined, label: 'Wallet' },
};

/** The antd icon drawn for an icon name; decorative (its text is beside it). */
export function SectionIcon({ name, style }: { name: SectionIconName; style?: CSSProperties }) {
  const Icon = SECTION_ICONS[name].icon;
  return <Icon aria-hidden style={style} data-icon-name={name} />;
}

export interface IconSelectProps<Name extends SectionIconName> {
  id?: string;
  names: readonly Name[];
  value: Name | undefined;
  onChange: (name: Name | undefined) => void;
  /** Offers "None" (clearing the icon). */
  allowClear?: boolean;
  placeholder?: string;
}

/** A select of icon names, each shown with its icon. */
export function IconSelect<Name extends SectionIconName>({
  id,
  names,
  value,
  onChange,
  allowClear = false,
  placeholder = 'None',
}: IconSelectProps<Name>) {
  return (
    <Select<Name>
      id={id}
      value={value}
      allowClear={allowClear}
      placeholder={placeholder}
      onChange={(next) => onChange(next ?? undefined)}
      showSearch={{ optionFilterProp: 'title' }}
      options={names.map((name) => ({
        value: name,
        title: SECTION_ICONS[name].label,
        label: (
          <Flex gap={8} align="center">
            <SectionIcon name={name} />
            {SECTION_ICONS[name].label}
          </Flex>
        ),
      }))}
    />
  );
}
