// The colours of the picture, in one place so the board, the pieces and
// the viewer page agree.
#pragma once

namespace adomoc::render::palette {

inline constexpr const char* kBoard = "#eadfc6";
inline constexpr const char* kBoardEdge = "#6b5840";
inline constexpr const char* kLine = "#8b7355";
inline constexpr const char* kSpiral = "#a08a6c";
inline constexpr const char* kLabel = "#3b2f22";
inline constexpr const char* kSpace = "#d8c8a4";
inline constexpr const char* kLightOrigin = "#ecc872";  // light's origin spaces, warm
inline constexpr const char* kDarkOrigin = "#a89c8b";   // dark's, grey-brown
inline constexpr const char* kCentre = "#d8c9a6";

inline constexpr const char* kLightPiece = "#fffaf0";
inline constexpr const char* kLightPieceEdge = "#4a3826";
inline constexpr const char* kDarkPiece = "#2e2a35";
inline constexpr const char* kDarkPieceEdge = "#0e0c12";
inline constexpr const char* kPrime = "#c9971c";      // the gold ring of a prime
inline constexpr const char* kAttracted = "#d62828";  // the red ring of a held foot
inline constexpr const char* kLastMove = "#1f6fb4";
inline constexpr const char* kStateOfPrimes = "#e0a800";

}  // namespace adomoc::render::palette
