import { createContext, useContext } from 'react';
import type { Locale } from '@can/contracts/locale';

/** The language an editor's tabs have chosen: its translated fields show only that one. */
export const EditLanguage = createContext<Locale>('zh-CN');

export const useEditLanguage = () => useContext(EditLanguage);
