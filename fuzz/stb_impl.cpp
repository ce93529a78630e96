// stb_image compiled into the readers' fuzz library (fuzz/CMakeLists.txt), instrumented like
// the rest of it, in place of Debian's prebuilt libstb: the fuzzer then sees the decoders'
// branches. stb_image_write is compiled too, as image_map.cpp refers to it.
#define STB_IMAGE_IMPLEMENTATION
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image.h>
#include <stb/stb_image_write.h>
