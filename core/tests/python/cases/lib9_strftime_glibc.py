import time
from datetime import datetime, date
t = time.struct_time((2024, 3, 5, 7, 8, 9, 1, 65, 0))
d = datetime(2024, 3, 5, 7, 8, 9, 12)
for f in ['%3d','%-3d','%_3d','%03d','%^10a','%10A','%-10A','%010A','%_10A','%#10p','%4Y','%6Y','%-6Y','%_6Y','%2Y','%1d','%5j','%5e','%05e','%Ed','%EY','%Oy','%OH','%Ex','%EX','%Ec','%EC','%Ea','%Oa','%-%','%3n','%8Z' if False else '%8n','%_5m','%^B','%#A','%^p','%-p','%#x','%5D','%10F','%3u','%Ou','%E','%O','%-','%Q','%-Q','%-d','%-m','%-H','%-I','%-M','%-S','%-j','%e','%k','%l','%P','%Ey','%Od','%_d','%0d','%^a','%#b','%-y','%G-%V','%%','x%','%3d.%-m','%_H%_M','%-l:%M %p','%12c']:
    print(repr(f), repr(time.strftime(f, t)), repr(d.strftime(f)))
print(date(2024, 1, 1).strftime('%H:%M:%S %f %z|%Z|'), datetime(1, 1, 1).strftime('%Y %y %C %G'), datetime(999, 1, 1).strftime('%Y|%G|%4Y|%-Y|%_6C'))
