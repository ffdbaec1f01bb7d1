import { HomeNews } from '../../features/content/components/home-news';
import { HomePage } from '../../features/home/pages/home-page';
import { TodayWeather } from '../../features/weather/components/today-weather';

/** Route module for `/`: the place where features are combined. */
export function Component() {
  return <HomePage weather={<TodayWeather />} news={<HomeNews />} />;
}
