import { HomeNews } from '../../features/content/components/home-news';
import { DisruptionHome } from '../../features/disruption/components/disruption-home';
import { useDisruptionNotice } from '../../features/disruption/model/use-disruption';
import { HomePage } from '../../features/home/pages/home-page';
import { TodayWeather } from '../../features/weather/components/today-weather';

/**
 * Route module for `/`: the place where features are combined. In crisis mode the home page is
 * the disruption page (issue 20).
 */
export function Component() {
  const notice = useDisruptionNotice();
  if (notice.active) return <DisruptionHome notice={notice} />;
  return <HomePage weather={<TodayWeather />} news={<HomeNews />} />;
}
