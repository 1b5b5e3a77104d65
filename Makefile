# make install PREFIX=/usr/local: the release nibtool in PREFIX/bin, and `ibtool` linking to
# it, for build scripts that call ibtool by name (theos, Makefiles, replayed Xcode steps).
# Builds first when needed (release: a few minutes the first time). DESTDIR is honoured
# for packaging; CONFIGURATION=debug installs the debug build (CI uses it to test the install
# without a second full build).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
CONFIGURATION ?= release
# On Linux the Swift runtime and Foundation are linked in, so the installed tool runs
# without the toolchain's libraries on the library path.
ifeq ($(shell uname -s),Linux)
ifeq ($(CONFIGURATION),release)
STATIC_FLAGS ?= --static-swift-stdlib
endif
endif
BUILD_FLAGS = -c $(CONFIGURATION) --product nibtool $(STATIC_FLAGS)
ifeq ($(CONFIGURATION),release)
STRIP_FLAG = -s
endif

.PHONY: all build install uninstall

all: build

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install $(STRIP_FLAG) -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/nibtool" "$(DESTDIR)$(BINDIR)/nibtool"
	ln -sf nibtool "$(DESTDIR)$(BINDIR)/ibtool"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/ibtool" "$(DESTDIR)$(BINDIR)/nibtool"
