"""getpass: getuser from the environment, as CPython; the playground has no terminal or
password database."""

import os

__all__ = ["getpass", "getuser", "GetPassWarning"]


class GetPassWarning(UserWarning):
    pass


def getuser():
    """The user's login name: the first of the LOGNAME, USER, LNAME and USERNAME environment
    variables that is set and not empty. The playground has no password database to fall
    back on (CPython 3.11 asks pwd there), so with none of them set it raises OSError, as
    CPython 3.13 does."""
    for name in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        user = os.environ.get(name)
        if user:
            return user
    raise OSError("No username set in the environment")


def getpass(prompt="Password: ", stream=None):
    raise NotImplementedError("getpass.getpass is not provided in the playground (programs "
                              "have no standard input)")
