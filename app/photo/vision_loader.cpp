// Finds and opens hats-vision.so with dlopen: the same loader for the app and the command
// line (which has no Qt, so no QLibrary).
#include "app/photo/vision_module.h"

#include <algorithm>
#include <filesystem>
#include <mutex>

#include <dlfcn.h>

namespace hats::photo {

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> candidates() {
    std::vector<fs::path> paths;
    if (const char* chosen = std::getenv("HATS_VISION_MODULE"); chosen && *chosen) {
        paths.emplace_back(chosen);
        return paths;
    }
    std::error_code ignored;
    const fs::path self = fs::read_symlink("/proc/self/exe", ignored);
    if (!self.empty()) {
        // Installed: the module sits in the package's private library folder.
        paths.push_back(self.parent_path() / HATS_VISION_MODULE_RELATIVE / "hats-vision.so");
    }
    // A program run from the build tree (tests, tools/run-app.sh) uses the module built
    // beside it; an installed program never looks outside its own installation.
    const fs::path buildTree = HATS_BUILD_DIR;
    const auto [end, ignore] =
        std::mismatch(buildTree.begin(), buildTree.end(), self.begin(), self.end());
    if (!self.empty() && end == buildTree.end()) {
        paths.emplace_back(HATS_VISION_MODULE_BUILD);
    }
    return paths;
}

std::optional<fs::path> findModule() {
    std::error_code ignored;
    for (const fs::path& path : candidates()) {
        if (fs::is_regular_file(path, ignored)) {
            return path.lexically_normal();
        }
    }
    return std::nullopt;
}

} // namespace

bool visionModuleInstalled() {
    return findModule().has_value();
}

Result<const VisionModule*> visionModule() {
    static std::once_flag once;
    static Result<const VisionModule*> loaded = Error{"not loaded"};
    std::call_once(once, [] {
        const auto path = findModule();
        if (!path) {
            loaded = Error::at({}, Fault{FaultKind::PhotoModuleMissing});
            return;
        }
        // Kept open for the life of the process: learned decks point into it.
        void* handle = ::dlopen(path->c_str(), RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            loaded = Error::at({}, Fault{FaultKind::PhotoModuleBroken, {}, ::dlerror()});
            return;
        }
        using Entry = const VisionModule* (*)();
        auto entry = reinterpret_cast<Entry>(::dlsym(handle, "hats_vision_module_v2"));
        if (entry == nullptr) {
            loaded = Error::at(path->string(), Fault{FaultKind::PhotoModuleWrong});
            return;
        }
        loaded = entry();
    });
    return loaded;
}

} // namespace hats::photo
