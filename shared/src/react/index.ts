export { SuiteProviders, type SuiteProvidersProps } from './suite-providers';
export { BaseProviders, PageProviders, type BaseProvidersProps } from './base-providers';
export { WalletGate, WalletScope, type WalletGateProps } from './wallet-gate';
export { useWalletStartRequest } from './wallet-request';
export { SignInPrompt, useSignInOpener, useSignInUnavailable } from './sign-in-request';
export {
  firstCheckScreen,
  SignedInPage,
  type FirstSessionCheck,
  type SignedInPageProps,
} from './signed-in-page';
export { disconnectWallet, isWalletRemembered } from './wallet-memory';
export {
  useApiClient,
  useApiClientContext,
  useOptionalApiClient,
  type ApiClientContextValue,
} from './api-client-context';
export { useApiResource, type ApiResourceKey } from './api-resource';
export {
  resourceKey,
  usePublicResourceKey,
  useResourceKey,
  useRevalidateResources,
  type ResourceKey,
} from './resource-keys';
export {
  announceSessionChanged,
  fetchSession,
  logOutHere,
  sessionKey,
  signOutEverywhereInPage,
  useSession,
  type SessionState,
} from './session';
export { suiteTheme } from './suite-theme';
export {
  COLOR_SCHEME_PREFERENCES,
  setColorSchemePreference,
  useColorScheme,
  type ColorScheme,
  type ColorSchemePreference,
  type ColorSchemeState,
} from './color-scheme';
export { ColorSchemeSwitch } from './color-scheme-switch';
export { LanguageSwitch } from './language-switch';
export { SuiteDocument, useDocumentTitle } from './suite-document';
export { ScrollRegion } from './scroll-region';
export { RowList, type Row, type RowListProps } from './row-list';
export { copyableText, useClearable, usePageLinks } from './control-icons';
export { listEmptyText, usePageInRange } from './page-in-range';
export { prepareLanguage, setLanguage, type CatalogLoaders } from './i18n/i18n';
export { defineCatalog, type CatalogHook } from './i18n/catalog';
// The messages of this package's own components, for its other entries (`forms`, `images`).
export { useSharedCatalog } from './i18n/shared-catalog';
export { ContentLanguage } from './i18n/content-language';
export { useParseInContentLanguage } from './i18n/content-validation';
export { useFormat, useVisitorLanguage, visitorLanguage, type Formatters } from './i18n/language';
export { isNoWallet, isUserRejection, NoWalletError, useWalletErrorMessage } from './wallet-errors';
export {
  loadWalletConnector,
  useWalletOptions,
  walletOptions,
  type WalletOption,
  type WalletOptionId,
  type WalletOptionsTranslate,
} from './wallet-options';
export { PageFrame, PageHeading, type Crumb, type PageFrameProps } from './page-frame';
export {
  createRemoteLoader,
  remoteOf,
  type FederationRuntime,
  type RemoteModuleLoader,
} from './remote-loader';
export { loadRemotesConfig, type RemotesConfigResult } from './remotes-config';
export { startRemotes, type PluggableFederationRuntime } from './start-remotes';
export {
  RemoteModule,
  remoteFailureTitle,
  type RemoteModuleComponentProps,
  type RemoteModuleVariant,
} from './remote-module';
export { StandaloneLayout, SuitePageFrame, type StandaloneLayoutProps } from './standalone-layout';
export {
  ShareDialog,
  shareUrl,
  SHARE_CHANNELS,
  type ShareChannel,
  type ShareDialogProps,
  type ShareTarget,
} from './share-dialog';
export { CopyButton, type CopyButtonProps } from './copy-button';
export { useChainName, useChainWords, type ChainWords } from './chain-words';
export { useReadableChains } from './readable-chains';
export { usePremiumFeatureName } from './premium-feature-name';
export { ABI_FIELD_HELP, AbiFunctionChooser, AbiTextArea, NO_ABI_FUNCTIONS_HINT } from './abi-fields';
export { useApiErrorMessage, useApiReasonText } from './api-error-message';
export { useUnavailableReasonText } from './unavailable-reason';
export { ErrorAlert, type ErrorAlertProps } from './error-alert';
export { LimitReached } from './limit-reached';
export { TokenLogo } from './token-logo';
export { AppLink, type AppLinkProps } from './app-link';
export { useCommerceSectionTitle } from './commerce-paths';
// At the root since 3.9.0 (the API's e-mails link to the back office too); still here for the remotes
// built before, which import them from this entry and may run beside a newer shell's copy (ADR 0018).
export {
  COMMERCE_BASE_PATH,
  COMMERCE_SECTIONS,
  commercePaths,
  type CommerceCreatable,
  type CommerceEditable,
  type CommerceSection,
} from '@suite/shared';
export { useNotify, type Notify } from './use-notify';
export { useFeedback, type Feedback } from './use-feedback';
export {
  confirmLeave,
  confirmLeaveUnsaved,
  useBlockerWhereRouterCan,
  useLeaveGuard,
  type LeaveGuardTexts,
} from './leave-guard';
export { Result, type ResultProps } from './result';
export { Drawer, type DrawerProps } from './drawer';
export { LoadBoundary, useRetryableLazy, type LoadBoundaryProps } from './load-boundary';
export {
  grantedStorage,
  isStorageInMemory,
  MemoryStorage,
  resetSafeStorageForTests,
  safeStorage,
  type StorageKind,
} from './safe-storage';
