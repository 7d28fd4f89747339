export declare function markAsMp4( data: Buffer ): Buffer;
export declare const mp4Bytes: ( size: number ) => Buffer;
export declare const sha256: ( data: Buffer ) => string;
