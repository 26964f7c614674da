# xml.etree.cElementTree: the old name of ElementTree, kept by CPython 3.11 as an alias module.
from xml.etree.ElementTree import *  # noqa: F401,F403
