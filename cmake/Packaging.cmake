# Installing puts the app, the command line, a .desktop file and an icon where a Linux
# desktop finds them; `cpack -G DEB` turns that into a Debian package.
include(GNUInstallDirs)

if(HATS_WITH_APP)
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/hats-companion.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/hats-companion.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()

set(CPACK_PACKAGE_NAME hats-companion)
set(CPACK_PACKAGE_VENDOR "Hats Companion")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Score keeping beside a game of Hats")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Hats Companion developers <hats-companion@localhost>")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Library dependencies come from the binaries; QML modules are loaded at run time, so name them.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtquick-templates, qml6-module-qtquick-dialogs, qml6-module-qtqml-workerscript, libqt6sql6-sqlite")
include(CPack)
