# platform: fixed answers that describe the emulator's Python, not the host it runs on (the page
# has none to ask). The Python is CPython 3.11's language on the playground's VM: python_version()
# is sys.version_info's; the machine is a 64-bit Linux on x86_64, named "tpu-playground".

import sys
from collections import namedtuple

_NODE = "tpu-playground"
_RELEASE = "6.0"
_VERSION = "#1 SMP TPU Playground"


def python_version_tuple():
    v = sys.version_info
    return (str(v[0]), str(v[1]), str(v[2]))


def python_version():
    return ".".join(python_version_tuple())


def python_implementation():
    return "CPython"


def python_compiler():
    return "rustc"


def python_build():
    return ("main", "Jan  1 1970 00:00:00")


def python_branch():
    return ""


def python_revision():
    return ""


def system():
    return "Linux"


def machine():
    return "x86_64"


def processor():
    return ""


def node():
    return _NODE


def release():
    return _RELEASE


def version():
    return _VERSION


def architecture(executable=None, bits="", linkage=""):
    return ("64bit", "ELF")


uname_result = namedtuple("uname_result", "system node release version machine")


def uname():
    return uname_result(system(), node(), release(), version(), machine())


def platform(aliased=False, terse=False):
    if terse:
        return "Linux-" + release()
    return "Linux-" + release() + "-x86_64-with-glibc2.36"


def libc_ver(executable=None, lib="", version="", chunksize=16384):
    return ("glibc", "2.36")


def mac_ver(release="", versioninfo=("", "", ""), machine=""):
    return (release, versioninfo, machine)


def win32_ver(release="", version="", csd="", ptype=""):
    return (release, version, csd, ptype)


def win32_edition():
    return None


def win32_is_iot():
    return False


def freedesktop_os_release():
    return {"NAME": "Linux", "ID": "linux", "PRETTY_NAME": "Linux"}
