import sys
from sys import getrecursionlimit
print(getrecursionlimit() > 0)
from sys import maxint
