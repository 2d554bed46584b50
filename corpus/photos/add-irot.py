# Adds an 'irot' (rotation) property to the primary image of a HEIF file made by heif-enc,
# as an iPhone writes it: the pixels stay as stored, the file says "turn by N x 90 degrees anticlockwise".
import struct, sys
src, dst, angle = sys.argv[1], sys.argv[2], int(sys.argv[3])
b = bytearray(open(src, 'rb').read())

def boxes(buf, start, end):
    i = start
    while i < end:
        size, typ = struct.unpack('>I4s', buf[i:i+8])
        yield i, size, typ.decode()
        i += size

top = {t: (i, s) for i, s, t in boxes(b, 0, len(b))}
meta_i, meta_s = top['meta']
inner = {t: (i, s) for i, s, t in boxes(b, meta_i + 12, meta_i + meta_s)}
pitm_i, _ = inner['pitm']
primary = struct.unpack('>H', b[pitm_i+12:pitm_i+14])[0]
iprp_i, iprp_s = inner['iprp']
props = {t: (i, s) for i, s, t in boxes(b, iprp_i + 8, iprp_i + iprp_s)}
ipco_i, ipco_s = props['ipco']
ipma_i, ipma_s = props['ipma']
count = sum(1 for _ in boxes(b, ipco_i + 8, ipco_i + ipco_s))
irot = struct.pack('>I4sB', 9, b'irot', angle)
new_index = count + 1
# ipma: version/flags, entry_count, then per item: id (2 bytes for v0), n, n x (1 or 2 bytes)
ver = b[ipma_i+8]; flags = int.from_bytes(b[ipma_i+9:ipma_i+12], 'big')
assert ver == 0
wide = flags & 1
j = ipma_i + 16
entries = struct.unpack('>I', b[ipma_i+12:ipma_i+16])[0]
insert_at = None
for _ in range(entries):
    item = struct.unpack('>H', b[j:j+2])[0]; n = b[j+2]
    if item == primary:
        b[j+2] = n + 1
        insert_at = j + 3 + n * (2 if wide else 1)
        break
    j += 3 + n * (2 if wide else 1)
assoc = struct.pack('>H', 0x8000 | new_index) if wide else bytes([0x80 | new_index])
# Apply: association first (it sits after ipco), then the property at the end of ipco.
b[insert_at:insert_at] = assoc
struct.pack_into('>I', b, ipma_i, ipma_s + len(assoc))
b[ipco_i+ipco_s:ipco_i+ipco_s] = irot
struct.pack_into('>I', b, ipco_i, ipco_s + len(irot))
grow = len(assoc) + len(irot)
struct.pack_into('>I', b, iprp_i, iprp_s + grow)
struct.pack_into('>I', b, meta_i, meta_s + grow)
# iloc offsets point into mdat, which moved by `grow` bytes.
iloc_i, iloc_s = inner['iloc']
v = b[iloc_i+8]
k = iloc_i + 12
osz, lsz = b[k] >> 4, b[k] & 15; bsz, isz = b[k+1] >> 4, (b[k+1] & 15 if v in (1, 2) else 0); k += 2
n_items = struct.unpack('>H' if v < 2 else '>I', b[k:k+(2 if v < 2 else 4)])[0]; k += 2 if v < 2 else 4
def rd(k, n): return int.from_bytes(b[k:k+n], 'big')
def wr(k, n, val): b[k:k+n] = val.to_bytes(n, 'big')
for _ in range(n_items):
    k += 2 if v < 2 else 4
    method = 0
    if v in (1, 2): method = b[k+1] & 15; k += 2
    k += 2  # data_reference_index
    base = rd(k, bsz)
    if bsz and method == 0 and base: wr(k, bsz, base + grow)
    base_k = k; k += bsz
    ext = struct.unpack('>H', b[k:k+2])[0]; k += 2
    for _ in range(ext):
        if v in (1, 2) and isz: k += isz
        if osz and method == 0 and not (bsz and base): wr(k, osz, rd(k, osz) + grow)
        k += osz + lsz
open(dst, 'wb').write(b)
