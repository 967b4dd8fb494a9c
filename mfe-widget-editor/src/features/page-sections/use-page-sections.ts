import { useCallback, useReducer } from 'react';
import type { WidgetPage } from '@suite/shared/widget';
import { useUndoValue, type UndoHistory } from '@suite/shared/editing';
import { editPage } from './page-edits';
import {
  initialPageSectionsState,
  isPageEdit,
  pageSectionsReducer,
  type PageSectionsAction,
  type PageSectionsState,
} from './page-sections-state';

export interface PageSections {
  /** The page as it now stands: the undo history's present. */
  page: WidgetPage;
  state: PageSectionsState;
  /**
   * Does an action: a page edit becomes the history's next step, undo and redo move along it, and
   * the list follows. Returns whether the page changed (an undo with nothing to undo does not).
   */
  dispatch: (action: PageSectionsAction) => boolean;
}

/**
 * The page sections editor's state and its one dispatch. The page lives in its undo history (ADR
 * 0017: a history of values), which the Components panel starts from the saved page; every edit is
 * made by `editPage` on the history's present and pushed as one step.
 */
export function usePageSections(history: UndoHistory<WidgetPage>): PageSections {
  const page = useUndoValue(history);
  const [state, dispatchList] = useReducer(pageSectionsReducer, undefined, initialPageSectionsState);
  const dispatch = useCallback(
    (action: PageSectionsAction): boolean => {
      if (isPageEdit(action)) {
        const next = editPage(history.present(), action);
        history.push(next);
        dispatchList({ type: 'edited', edit: action, page: next });
        return true;
      }
      if (action.type === 'undo') return history.undo() !== undefined;
      if (action.type === 'redo') return history.redo() !== undefined;
      dispatchList(action);
      return false;
    },
    [history],
  );
  return { page, state, dispatch };
}
