import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { IconName } from "#contracts/content/schema.ts";

// The content names its icons (schema.ts `iconNames`); this is the one static map from
// those names to lucide components, so only these icons are bundled (each is read by its
// own name from the namespace, which the bundler follows). Pages hand it to
// their content through `ContentIcons` (content-icon.tsx); the home page instead sends
// the drawings of the few icons it shows as data (content-icon-data.ts).
export const contentIconComponents: Record<IconName, LucideIcon> = {
  Award: lucide.Award,
  BadgeCheck: lucide.BadgeCheck,
  Blocks: lucide.Blocks,
  BookOpen: lucide.BookOpen,
  Briefcase: lucide.Briefcase,
  Building2: lucide.Building2,
  Car: lucide.Car,
  ChartColumn: lucide.ChartColumn,
  ChartLine: lucide.ChartLine,
  Clock: lucide.Clock,
  Cpu: lucide.Cpu,
  Factory: lucide.Factory,
  FileSearch: lucide.FileSearch,
  Gem: lucide.Gem,
  GraduationCap: lucide.GraduationCap,
  Handshake: lucide.Handshake,
  Heart: lucide.Heart,
  HeartPulse: lucide.HeartPulse,
  House: lucide.House,
  Landmark: lucide.Landmark,
  Laptop: lucide.Laptop,
  Layers: lucide.Layers,
  Mail: lucide.Mail,
  MapPin: lucide.MapPin,
  Megaphone: lucide.Megaphone,
  MessageCircle: lucide.MessageCircle,
  Monitor: lucide.Monitor,
  MousePointerClick: lucide.MousePointerClick,
  Palette: lucide.Palette,
  Phone: lucide.Phone,
  Plane: lucide.Plane,
  Rocket: lucide.Rocket,
  Search: lucide.Search,
  Share2: lucide.Share2,
  ShieldCheck: lucide.ShieldCheck,
  Shirt: lucide.Shirt,
  ShoppingBag: lucide.ShoppingBag,
  Sparkles: lucide.Sparkles,
  Target: lucide.Target,
  TrendingUp: lucide.TrendingUp,
  Trophy: lucide.Trophy,
  Users: lucide.Users,
  UtensilsCrossed: lucide.UtensilsCrossed,
  Wallet: lucide.Wallet,
  Zap: lucide.Zap,
};
