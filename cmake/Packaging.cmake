# What `cmake --install` puts beside the binaries so that a Linux desktop finds the app:
# desktop entry, MIME type for *.hats.json, AppStream metainfo, hicolor icons, man pages and
# bash completion. packaging/build-deb.sh turns an install into a Debian package.
include(GNUInstallDirs)

set(packaging ${PROJECT_SOURCE_DIR}/packaging)
install(FILES ${packaging}/man/hats.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${packaging}/completion/hats
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
if(HATS_WITH_APP)
    install(FILES ${packaging}/man/hats-companion.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
    install(FILES ${packaging}/hats-companion.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${packaging}/hats-companion.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo
            RENAME org.example.hatscompanion.metainfo.xml)
    install(FILES ${packaging}/hats-companion-mime.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME hats-companion.xml)
    install(FILES ${packaging}/hats-companion.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    foreach(size 16 22 24 32 48 64 128 256 512)
        install(FILES ${packaging}/icons/${size}/hats-companion.png
                DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
endif()
