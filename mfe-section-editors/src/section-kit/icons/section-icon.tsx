import type { ComponentType, CSSProperties } from 'react';
import { Flex, Select } from 'antd';
import type { SectionIconName } from '@suite/shared/sections';
import { useClearable } from '@suite/shared/react';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
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
const SECTION_ICONS: Record<SectionIconName, { icon: IconComponent; label: SectionEditorsKey }> = {
  ExpandMore: { icon: DownOutlined, label: 'common.icons.expandMore' },
  ChevronRight: { icon: RightOutlined, label: 'common.icons.chevronRight' },
  KeyboardArrowDown: { icon: DownCircleOutlined, label: 'common.icons.keyboardArrowDown' },
  ArrowDropDown: { icon: CaretDownOutlined, label: 'common.icons.arrowDropDown' },
  Add: { icon: PlusOutlined, label: 'common.icons.add' },
  ArrowForward: { icon: ArrowRightOutlined, label: 'common.icons.arrowForward' },
  ArrowBack: { icon: ArrowLeftOutlined, label: 'common.icons.arrowBack' },
  OpenInNew: { icon: ExportOutlined, label: 'common.icons.openInNew' },
  Download: { icon: DownloadOutlined, label: 'common.icons.download' },
  Check: { icon: CheckOutlined, label: 'common.icons.check' },
  Close: { icon: CloseOutlined, label: 'common.icons.close' },
  Info: { icon: InfoCircleOutlined, label: 'common.icons.info' },
  Warning: { icon: WarningOutlined, label: 'common.icons.warning' },
  Error: { icon: CloseCircleOutlined, label: 'common.icons.error' },
  Help: { icon: QuestionCircleOutlined, label: 'common.icons.help' },
  Star: { icon: StarOutlined, label: 'common.icons.star' },
  Favorite: { icon: HeartOutlined, label: 'common.icons.favorite' },
  Home: { icon: HomeOutlined, label: 'common.icons.home' },
  Settings: { icon: SettingOutlined, label: 'common.icons.settings' },
  Person: { icon: UserOutlined, label: 'common.icons.person' },
  Email: { icon: MailOutlined, label: 'common.icons.email' },
  Lock: { icon: LockOutlined, label: 'common.icons.lock' },
  Search: { icon: SearchOutlined, label: 'common.icons.search' },
  Send: { icon: SendOutlined, label: 'common.icons.send' },
  ShoppingCart: { icon: ShoppingCartOutlined, label: 'common.icons.shoppingCart' },
  Wallet: { icon: WalletOutlined, label: 'common.icons.wallet' },
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
  disabled?: boolean;
}

/** A select of icon names, each shown with its icon. */
export function IconSelect<Name extends SectionIconName>({
  id,
  names,
  value,
  onChange,
  allowClear = false,
  placeholder,
  disabled,
}: IconSelectProps<Name>) {
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  return (
    <Select<Name>
      id={id}
      value={value}
      allowClear={allowClear ? clearable : false}
      disabled={disabled}
      placeholder={placeholder ?? t('common.icons.none')}
      onChange={(next) => onChange(next)}
      showSearch={{ optionFilterProp: 'title' }}
      options={names.map((name) => ({
        value: name,
        title: t(SECTION_ICONS[name].label),
        label: (
          <Flex gap={8} align="center">
            <SectionIcon name={name} />
            {t(SECTION_ICONS[name].label)}
          </Flex>
        ),
      }))}
    />
  );
}
