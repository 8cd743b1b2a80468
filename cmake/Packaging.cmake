# The Debian package: `cpack -G DEB` in the build folder writes steplens_<version>_<arch>.deb.
# Dependencies come from dpkg-shlibdeps (the libraries the binary links), plus the CJK font that the
# Chinese interface and the offscreen exports need so that text never renders as boxes.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME steplens)
set(CPACK_PACKAGE_VENDOR "The StepLens developers")
set(CPACK_PACKAGE_CONTACT "The StepLens developers <steplens@steplens.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "profiler viewer for MindSpore and torch_npu training on Ascend NPUs")
set(CPACK_PACKAGE_DESCRIPTION
    "StepLens shows where every millisecond of a training step goes: the step trace, operator tables, the\n\
data pipeline, a timeline of millions of events, device memory, the cluster (which rank, which link, which\n\
phase holds the job back) and a tuning assistant with concrete changes. Reads MindSpore 1.x and >= 2.3,\n\
torch_npu (text or SQLite export). Includes the steplens command (report, compare, export).")
set(CPACK_PACKAGE_INSTALL_DIRECTORY steplens)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# qt6-qpa-plugins holds the xcb and wayland platform plugins: without it the window cannot open.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://steplens.org/")
include(CPack)
