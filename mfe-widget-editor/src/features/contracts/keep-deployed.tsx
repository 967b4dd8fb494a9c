import { useCallback, useRef } from 'react';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { WidgetContract } from '@suite/shared';
import type { WidgetConfig } from '@suite/shared/widget';
import { useApiClient, useApiErrorMessage, useChainName, useFeedback } from '@suite/shared/react';
import { useWidgetMutations } from '../../api/widgets';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { useSaveFlow } from '../editor/save-flow';
import { widgetPaths } from '../widget-paths';

function withContract(config: WidgetConfig, contract: WidgetContract): WidgetConfig {
  return { ...config, contracts: [...(config.contracts ?? []), contract] };
}

/**
 * The end of a deployment: the contract kept in the widget, then opened in Manage contracts. A
 * deployment outlives its panel (the wallet and the chain go on after the owner leaves), so what
 * happens once the owner has left (`markLeft`) is told in the page's own dialogs and toasts, which
 * outlive the panel.
 */
export function useKeepDeployed() {
  const { t } = useWidgetEditorCatalog();
  const errorMessage = useApiErrorMessage();
  const chainName = useChainName();
  const { modal, message } = useFeedback();
  const client = useApiClient();
  const { save } = useWidgetMutations();
  const { widget, saveConfig, allowLeave } = useWidgetEditor();
  const { reportFailure } = useSaveFlow();
  const navigate = useNavigate();
  // Set when the owner chooses Leave during the deployment. Unmounting says nothing: a save remounts
  // the panel on the new version.
  const left = useRef(false);
  const markLeft = useCallback(() => {
    left.current = true;
  }, []);
  // Read through a call: the owner may leave while a save is awaited.
  const hasLeft = () => left.current;

  /**
   * Saves on top of the widget as it is now: other panels may have been saved since the owner left,
   * and a save on the version this panel loaded would be refused as stale.
   */
  async function keepOnLatest(contract: WidgetContract): Promise<boolean> {
    try {
      const latest = await client.widget.byOwner({ id: widget.id });
      await save(widget.id, latest.version, withContract(latest.configParsed, contract));
    } catch (error) {
      tellNotKept(contract, error);
      return false;
    }
    void message.success(t('contracts.create.kept', { name: contract.name }));
    return true;
  }

  function tellNotKept(contract: WidgetContract, error: unknown) {
    modal.confirm({
      title: t('contracts.create.unsavedTitle'),
      content: (
        <>
          <Typography.Paragraph>
            {t('contracts.create.unsaved', {
              name: contract.name,
              address: contract.address,
              network: chainName(contract.chainId),
            })}
          </Typography.Paragraph>
          <Typography.Paragraph>{errorMessage(error)}</Typography.Paragraph>
        </>
      ),
      okText: t('contracts.create.saveAgain'),
      cancelText: t('actions.close'),
      onOk: () => keepOnLatest(contract),
    });
  }

  /**
   * Keeps `contract` in the widget; resolves whether it was kept. On screen, a failure is the save's
   * dialog (the panel then offers Save again); once the owner has left, its own dialog says which
   * contract is not kept, where it is, and saves it again.
   */
  async function keep(contract: WidgetContract): Promise<boolean> {
    if (hasLeft()) return keepOnLatest(contract);
    try {
      await saveConfig(withContract(widget.configParsed, contract));
    } catch (error) {
      if (hasLeft()) tellNotKept(contract, error);
      else reportFailure(error);
      return false;
    }
    if (hasLeft()) {
      void message.success(t('contracts.create.kept', { name: contract.name }));
      return true;
    }
    // Saved: the form's values and the deployment no longer hold the owner here.
    allowLeave();
    void navigate(
      widgetPaths.panel(String(widget.id), 'manage.contracts', {
        address: contract.address,
        chainId: String(contract.chainId),
      }),
    );
    return true;
  }

  /** Tells a failed deployment in a dialog once the owner has left; false while the panel shows it. */
  function tellFailedAfterLeaving(text: string): boolean {
    if (!hasLeft()) return false;
    modal.error({ title: t('contracts.create.failed'), content: text });
    return true;
  }

  return { keep, tellFailedAfterLeaving, markLeft };
}
